import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { publicUrlOf, twilioOf } from '../../config.js';
import { smsCallbackRoutes, smsStatusCallbackUrl } from './sms-callbacks.routes.js';
import { createSmsDeliveryRepository } from './sms-delivery.repository.js';
import { smsDevOutboxRoutes } from './sms-dev-outbox.routes.js';
import { createSmsSender } from './sms-sender.js';
import { createStoredTextTransport, type SmsTransport } from './sms-transport.js';
import { createTwilioTransport } from './twilio-transport.js';

const FAILED_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** The text outbox at a glance for /api/health: counts only. */
export interface SmsHealth {
  transport: SmsTransport['name'];
  pending: number;
  retrying: number;
  failedLast7Days: number;
  oldestPendingSeconds: number | null;
}

export interface SmsDelivery {
  /** Twilio's callbacks, and the development outbox. */
  api(api: FastifyInstance): void;
  start(): void;
  stop(): Promise<void>;
  /** One sender tick, for tests and the bench. */
  sendDueTexts(): Promise<number>;
  /** Reads the database, so it rejects when that is down. */
  health(): Promise<SmsHealth>;
}

/**
 * Delivery of the text outbox: through Twilio when TWILIO_ACCOUNT_SID is set, else the stored
 * outbox (texts kept as 'stored', sent to no one).
 */
export function createSmsDelivery(ctx: AppContext): SmsDelivery {
  const { config } = ctx;
  const twilio = twilioOf(config);
  const publicUrl = publicUrlOf(config);
  const repo = createSmsDeliveryRepository(ctx.db);
  const transport = twilio ? createTwilioTransport({ twilio, statusCallbackUrl: smsStatusCallbackUrl(publicUrl) }) : createStoredTextTransport();
  const sender = createSmsSender({ repo, transport, pollMs: config.SMS_POLL_MS, now: ctx.now, log: ctx.log });

  return {
    api(api) {
      smsCallbackRoutes(api, { authToken: twilio?.authToken, publicUrl, repo, now: ctx.now });
      // A developer's tool: never in `npm start` or production (NODE_ENV development or test only).
      if (config.devTools) smsDevOutboxRoutes(api, { repo, transport: transport.name });
    },
    start: () => sender.start(),
    stop: () => sender.stop(),
    sendDueTexts: () => sender.sendDueTexts(),
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
