import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { SmsOutbox } from '../../platform/outbox/index.js';
import { insertPendingTexts } from './sms-outbox.repository.js';

export type { SmsOutboxTable, SmsStatus, SmsTables } from './sms.tables.js';

export interface SmsModule extends ApiModule {
  outbox: SmsOutbox;
}

/** Text messages go into `sms_outbox` inside the caller's transaction (the notification outbox's SMS channel). */
export function createSmsModule(ctx: AppContext): SmsModule {
  return {
    name: 'sms',
    outbox: {
      enqueue: (db, texts) => insertPendingTexts(db, texts, ctx.now()),
    },
  };
}
