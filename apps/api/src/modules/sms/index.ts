import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { SmsOutbox } from '../../platform/outbox/index.js';
import { insertPendingTexts } from './sms-outbox.repository.js';
import { createSmsDelivery, type SmsDelivery } from './sms-delivery.js';
import { createSmsConsoleService } from './sms-console.service.js';
import { smsOperatorRoutes } from './sms.operator-routes.js';

export type { SmsOutboxTable, SmsStatus, SmsTables } from './sms.tables.js';
export type { SmsHealth } from './sms-delivery.js';

export interface SmsModule extends ApiModule {
  outbox: SmsOutbox;
  start(): void;
  stop(): Promise<void>;
  sendDueTexts: SmsDelivery['sendDueTexts'];
  health: SmsDelivery['health'];
}

/**
 * Text messages go into `sms_outbox` inside the caller's transaction (the notification outbox's SMS
 * channel); a background sender hands them to Twilio or keeps them as 'stored' (sms-delivery.ts).
 */
export function createSmsModule(ctx: AppContext): SmsModule {
  const delivery = createSmsDelivery(ctx);
  return {
    name: 'sms',
    // The console's texts (`/api/operator/v1/texts`), on its Messages page.
    operator: (operator) => smsOperatorRoutes(operator, createSmsConsoleService({ db: ctx.db.kysely, now: ctx.now })),
    outbox: {
      enqueue: (db, texts) => insertPendingTexts(db, texts, ctx.now()),
    },
    api: (api) => delivery.api(api),
    start: () => delivery.start(),
    stop: () => delivery.stop(),
    sendDueTexts: () => delivery.sendDueTexts(),
    health: () => delivery.health(),
  };
}
