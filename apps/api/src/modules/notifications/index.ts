import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox, Notifier, SmsOutbox } from '../../platform/outbox/index.js';
import { notificationSettingsRoutes } from './notification-settings.routes.js';
import { createNotificationSettingsService } from './notification-settings.service.js';
import { createNotifier, type NotifierLinks } from './notifier.js';
import { createReminders } from './reminders.js';

export type { NotifierLinks } from './notifier.js';
export type { NotificationsTables } from './notifications.tables.js';

export const REMINDERS_TASK = 'notification-reminders';

export interface NotificationsModule extends ApiModule {
  notifier: Notifier;
}

/** Who hears what, by which channel and when (issue 26): the company's settings, the messages of each event, reminders. */
export function createNotificationsModule(ctx: AppContext, deps: { sms: SmsOutbox; mail: MailOutbox; links: NotifierLinks }): NotificationsModule {
  const db = ctx.db.kysely;
  const notifier = createNotifier(deps);
  const settings = createNotificationSettingsService({ db, now: ctx.now });
  const reminders = createReminders({ db, remind: (trx, event) => notifier.remind(trx, event) });
  // Not exclusive: every instance may run it; the reminder's row makes each go once.
  ctx.scheduler.add({ name: REMINDERS_TASK, everyMs: ctx.config.REMINDERS_EVERY_MS, run: async (now) => void (await reminders.pass(now)) });
  return {
    name: 'notifications',
    notifier: { notify: (trx, event) => notifier.notify(trx, event) },
    operator: (operator) => notificationSettingsRoutes(operator, { settings }),
  };
}
