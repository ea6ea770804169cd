import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createInsertCache } from '../../db/insert-cache.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { createOutboxRepository, insertPendingMailReturningId, insertPendingMails } from './mail-outbox.repository.js';
import { createMailConsoleService } from './mail-console.service.js';
import { mailOperatorRoutes } from './mail.operator-routes.js';
import { createMailSender } from './mail-sender.js';
import { createRecipientLimits } from './recipient-limits.js';
import { createSmtpTransport, createStoredOutboxTransport, resolveSender } from './mail-transport.js';
import type { MailHealth, MailOutboxWithIds } from '../../platform/outbox/index.js';

/** The retry rule of the outbox, shared by the text outbox (modules/sms): retried with backoff, given up by age. */
export { afterFailure } from './mail-backoff.js';

const FAILED_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface MailModule extends ApiModule {
  outbox: MailOutboxWithIds;
  /** Starts the background sender; stop() waits for a send in flight. */
  start(): void;
  stop(): Promise<void>;
  /** One sender tick, for tests and scripts. */
  sendDueMail(): Promise<number>;
  /** Outbox counts for /api/health. Reads the database, so it rejects when that is down. */
  health(): Promise<MailHealth>;
}

/**
 * Mail goes into the `mail_outbox` table inside the caller's transaction; a background sender
 * delivers it through SMTP (SMTP_URL) or, by default, keeps it as 'stored' without sending.
 */
export function createMailModule(ctx: AppContext): MailModule {
  const { config } = ctx;
  const repo = createOutboxRepository(ctx.db);
  const transport = config.SMTP_URL
    ? createSmtpTransport({
        url: config.SMTP_URL,
        from: async () => resolveSender(config.MAIL_FROM, (await ctx.settings.current()).settings),
      })
    : createStoredOutboxTransport();
  const inserts = createInsertCache();
  const recipients = createRecipientLimits(ctx.rateLimiter, ctx.log);
  const consoleService = createMailConsoleService({ db: ctx.db, now: ctx.now });
  const sender = createMailSender({ repo, transport, pollMs: config.MAIL_POLL_MS, now: ctx.now, log: ctx.log });

  return {
    outbox: {
      async enqueue(db, mails) {
        const kept = await recipients.keep(mails);
        if (kept.length > 0) await insertPendingMails(db, kept, ctx.now(), inserts);
      },
      async enqueueOne(db, mail) {
        const [kept] = await recipients.keep([mail]);
        return kept ? insertPendingMailReturningId(db, kept, ctx.now(), inserts) : null;
      },
    },
    name: 'mail',
    api(api) {
      // A developer's tool: never in `npm start` or production (NODE_ENV development or test only).
      if (config.devTools) devOutboxRoutes(api, { repo, transport: transport.name });
    },
    // The console's outbox (`/api/operator/v1/mail`).
    operator: (operator) => mailOperatorRoutes(operator, consoleService),
    start() {
      sender.start();
    },
    stop: () => sender.stop(),
    sendDueMail: () => sender.sendDueMail(),
    async health() {
      const now = ctx.now();
      const summary = await repo.statusSummary(new Date(now.getTime() - FAILED_WINDOW_MS));
      const oldest = summary.oldestPendingCreatedAt;
      return {
        transport: transport.name,
        pending: summary.pending,
        retrying: summary.retrying,
        failedLast7Days: summary.failedSince,
        oldestPendingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
      };
    },
  };
}
