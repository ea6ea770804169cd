import type { FastifyBaseLogger } from 'fastify';
import { afterFailure } from '../mail/index.js';
import type { SmsDeliveryRepository } from './sms-delivery.repository.js';
import type { ClaimedText, SmsTransport } from './sms-transport.js';

/**
 * Texts about a moment ("your driver is on the way", "… is outside") are no use late: after an outage
 * of the provider they are given up once this old instead of the mail's 3 days, and one found
 * already this old when its turn comes is not sent at all.
 */
export const MOMENT_TEXT_KINDS: ReadonlySet<string> = new Set(['driver_on_the_way', 'driver_arrived']);
export const MOMENT_TEXT_LIFETIME_MS = 30 * 60_000;
export const TOO_LATE_ERROR = 'Too late to send: the moment it reports has passed.';

const pastItsMoment = (text: ClaimedText, now: Date) => MOMENT_TEXT_KINDS.has(text.kind) && now.getTime() - text.createdAt.getTime() >= MOMENT_TEXT_LIFETIME_MS;

export interface SmsSenderOptions {
  repo: SmsDeliveryRepository;
  transport: SmsTransport;
  pollMs: number;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Texts claimed at once (default 50). */
  batchSize?: number;
  /** Texts handed to the provider at the same time (default 10). */
  concurrency?: number;
  /** A 'sending' claim older than this is taken to belong to a sender that died. */
  staleAfterMs?: number;
}

export interface SmsSenderLoop {
  start(): void;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
  /** One tick: releases stale claims, claims a batch of due texts and hands it over. Returns the batch size. */
  sendDueTexts(): Promise<number>;
}

/**
 * Background delivery of the text outbox, shaped like the mail sender (mail-sender.ts): a claim per
 * batch, retried with the mail's backoff and given up by the same age. Unlike mail, a batch is sent
 * several at a time (a reminder wave is a thousand texts), and a 429 holds every send until its
 * Retry-After has passed.
 */
export function createSmsSender(options: SmsSenderOptions): SmsSenderLoop {
  const { repo, transport, log } = options;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 10;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const storesOnly = transport.name === 'stored-outbox';
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<number> | null = null;
  /** Twilio asked us to slow down: nothing is sent before this instant (ms since the epoch). */
  let holdUntil = 0;

  async function handOver(text: ClaimedText): Promise<void> {
    if (pastItsMoment(text, options.now())) {
      await repo.markAttemptFailed(text.id, { attempts: text.attempts, status: 'failed', nextAttemptAt: options.now(), error: TOO_LATE_ERROR });
      log.warn({ smsId: text.id, kind: text.kind, attempts: text.attempts }, 'text given up unsent: the moment it reports has passed');
      return;
    }
    const outcome = await transport.deliver(text);
    const now = options.now();
    if (outcome.kind === 'accepted') {
      await repo.markSent(text.id, { id: outcome.providerId, status: outcome.providerStatus }, now);
      return;
    }
    const attempts = text.attempts + 1;
    const facts = { smsId: text.id, kind: text.kind, attempts, lastError: outcome.error };
    if (outcome.kind === 'refused') {
      if (outcome.optedOut) await repo.optOut(text.to, now);
      await repo.markAttemptFailed(text.id, { attempts, status: 'failed', nextAttemptAt: now, error: outcome.error });
      log.warn(facts, 'text refused by the provider: kept as failed, not retried');
      return;
    }
    let next = pastItsMoment(text, now) ? ({ status: 'failed', nextAttemptAt: now } as const) : afterFailure({ failedAttempts: attempts, createdAt: text.createdAt, now });
    if (outcome.retryAfterMs !== null) {
      holdUntil = Math.max(holdUntil, Date.now() + outcome.retryAfterMs);
      // Rate limited: due again once the provider's wait is over, not after the backoff's.
      if (next.status === 'pending') next = { status: 'pending', nextAttemptAt: new Date(now.getTime() + outcome.retryAfterMs) };
    }
    await repo.markAttemptFailed(text.id, { attempts, error: outcome.error, ...next });
    if (next.status === 'failed') {
      log.error({ ...facts, queuedAt: text.createdAt.toISOString() }, 'text given up: not handed over within the retention, kept as failed');
    } else {
      log.warn({ ...facts, nextAttemptAt: next.nextAttemptAt.toISOString() }, 'text not handed over; will retry');
    }
  }

  /** The batch, `concurrency` at a time; a text whose status write fails stays claimed and goes stale. */
  async function sendBatch(batch: ClaimedText[]): Promise<void> {
    const optedOut = await repo.optedOut(batch.filter((t) => !t.essential).map((t) => t.to));
    await repo.markOptedOut(batch.filter((t) => !t.essential && optedOut.has(t.to)).map((t) => t.id));
    const queue = batch.filter((t) => t.essential || !optedOut.has(t.to));
    const worker = async () => {
      for (let text = queue.shift(); text; text = queue.shift()) {
        const wait = holdUntil - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          await handOver(text);
        } catch (err) {
          log.error({ err, smsId: text.id }, 'text status could not be written; the claim goes stale and is handed out again');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  }

  async function tick(): Promise<number> {
    const now = options.now();
    await repo.releaseStale(new Date(now.getTime() - staleAfterMs));
    if (storesOnly) return repo.storeDue(now, batchSize);
    if (Date.now() < holdUntil) return 0;
    const batch = await repo.claimDue(now, batchSize);
    await sendBatch(batch);
    return batch.length;
  }

  function sendDueTexts(): Promise<number> {
    inFlight ??= tick().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function tickThenReschedule() {
    timer = null;
    let claimed = 0;
    try {
      claimed = await sendDueTexts();
    } catch (err) {
      log.error({ err }, 'text sender tick failed');
    }
    // A full batch suggests more is waiting: go again at once (after a 429's wait).
    schedule(claimed >= batchSize ? Math.max(0, holdUntil - Date.now()) : options.pollMs);
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => void tickThenReschedule(), delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight?.catch(() => undefined);
    },
    sendDueTexts,
  };
}
