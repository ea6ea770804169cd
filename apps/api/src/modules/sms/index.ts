import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { SmsOutbox } from '../../platform/outbox/index.js';
import { insertPendingTexts } from './sms-outbox.repository.js';
import { createSmsConsoleService } from './sms-console.service.js';
import { smsOperatorRoutes } from './sms.operator-routes.js';

export type { SmsOutboxTable, SmsStatus, SmsTables } from './sms.tables.js';

export interface SmsModule extends ApiModule {
  outbox: SmsOutbox;
}

/** Text messages go into `sms_outbox` inside the caller's transaction (the notification outbox's SMS channel). */
export function createSmsModule(ctx: AppContext): SmsModule {
  return {
    name: 'sms',
    // The console's texts (`/api/operator/v1/texts`), on its Messages page.
    operator: (operator) => smsOperatorRoutes(operator, createSmsConsoleService({ db: ctx.db.kysely, now: ctx.now })),
    outbox: {
      enqueue: (db, texts) => insertPendingTexts(db, texts, ctx.now()),
    },
  };
}
