import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createInsertCache } from '../../db/insert-cache.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { createOutboxRepository, insertPendingMails } from './mail-outbox.repository.js';
import { createMailSender } from './mail-sender.js';
import { createSmtpTransport, createStoredOutboxTransport, resolveSender } from './mail-transport.js';
import type { MailOutbox } from './mail.types.js';

export interface MailModule {
  outbox: MailOutbox;
  routes(app: FastifyInstance): void;
  /** Starts the background sender; stop() waits for a send in flight. */
  start(): void;
  stop(): Promise<void>;
  /** One sender tick, for tests and scripts. */
  sendDueMail(): Promise<number>;
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
  const sender = createMailSender({ repo, transport, pollMs: config.MAIL_POLL_MS, now: ctx.now, log: ctx.log });

  return {
    outbox: {
      async enqueue(db, mails) {
        await insertPendingMails(db, mails, ctx.now(), inserts);
      },
    },
    routes(app) {
      if (config.NODE_ENV !== 'production') devOutboxRoutes(app, { repo, transport: transport.name });
    },
    start() {
      if (transport.name === 'stored-outbox') {
        ctx.log.info('mail: no SMTP_URL set, mail is stored in the outbox table and not sent');
      }
      sender.start();
    },
    stop: () => sender.stop(),
    sendDueMail: () => sender.sendDueMail(),
  };
}
