import type { FastifyBaseLogger } from 'fastify';
import { afterFailure } from './mail-backoff.js';
import type { ClaimedMail, OutboxRepository } from './mail-outbox.repository.js';
import type { MailTransport } from './mail-transport.js';

export interface MailSenderOptions {
  repo: OutboxRepository;
  transport: MailTransport;
  pollMs: number;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  batchSize?: number;
  /** A 'sending' claim older than this is taken to belong to a sender that died. */
  staleAfterMs?: number;
}

export interface MailSenderLoop {
  start(): void;
  /** Stops the timer, waits for a tick in flight, closes the transport. */
  stop(): Promise<void>;
  /**
   * One tick: releases stale claims, claims a batch of due mail and delivers it (the stored outbox
   * stores its batch in one statement). Returns the batch size.
   */
  sendDueMail(): Promise<number>;
}

// Relays quote the rejected recipient ("550 <ada@example.com>: no such user").
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** An SMTP error message fit for a log line: email addresses replaced. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '<address>');
}

/**
 * Background delivery of the outbox: at least once, retried with backoff (mail-backoff.ts) until it
 * is delivered or given up after the retention, with one error log line per mail given up.
 */
export function createMailSender(options: MailSenderOptions): MailSenderLoop {
  const { repo, transport, log } = options;
  const batchSize = options.batchSize ?? 10;
  // The stored outbox sends nothing, so it needs no claim: one statement keeps a batch as 'stored'.
  const storesOnly = transport.name === 'stored-outbox';
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<number> | null = null;

  async function deliverOne(mail: ClaimedMail): Promise<void> {
    let delivery;
    try {
      delivery = await transport.deliver(mail);
    } catch (err) {
      const attempts = mail.attempts + 1;
      const next = afterFailure({ failedAttempts: attempts, createdAt: mail.createdAt, now: options.now() });
      const error = err instanceof Error ? err.message : String(err);
      await repo.markAttemptFailed(mail.id, { attempts, error, ...next });
      // The outbox row keeps the error as the relay gave it; log lines never carry an address.
      const facts = { mailId: mail.id, kind: mail.kind, attempts, lastError: withoutAddresses(error) };
      if (next.status === 'failed') {
        log.error({ ...facts, queuedAt: mail.createdAt.toISOString() }, 'mail given up: not delivered within the retention, kept as failed');
      } else {
        log.warn({ ...facts, nextAttemptAt: next.nextAttemptAt.toISOString() }, 'mail delivery failed; will retry');
      }
      return;
    }
    // Outside the catch: a failed status write must not count as a failed delivery. The claim then
    // goes stale and the mail is sent again (at least once, never lost).
    await repo.markDelivered(mail.id, delivery, options.now());
  }

  async function tick(): Promise<number> {
    const now = options.now();
    await repo.releaseStale(new Date(now.getTime() - staleAfterMs));
    if (storesOnly) return repo.storeDue(now, batchSize);
    const batch = await repo.claimDue(now, batchSize);
    await Promise.all(batch.map(deliverOne));
    return batch.length;
  }

  function sendDueMail(): Promise<number> {
    // Overlapping callers (timer and a test, or a slow tick) share the tick in flight.
    inFlight ??= tick().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** One timer tick: sends what is due, then schedules the next. Never rejects. */
  async function tickThenReschedule() {
    timer = null;
    let claimed = 0;
    try {
      claimed = await sendDueMail();
    } catch (err) {
      log.error({ err }, 'mail sender tick failed');
    }
    // A full batch suggests more is waiting: go again at once.
    schedule(claimed >= batchSize ? 0 : options.pollMs);
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
      await transport.close();
    },
    sendDueMail,
  };
}
