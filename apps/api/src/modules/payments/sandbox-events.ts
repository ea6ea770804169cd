/**
 * The sandbox's stand-in for Stripe's webhook: a few seconds after one of its intents succeeds it
 * tells the same handler `payment_intent.succeeded`, so a paid booking whose page closed is made
 * the same way with either provider.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentEventHandler, PaymentEventSource } from './payments.types.js';
import type { SandboxProvider } from './sandbox.provider.js';

export interface SandboxEvents extends PaymentEventSource {
  /**
   * Tells the handler after the delay (never when the delay is 0, or once closed): a charged intent
   * is `payment_intent.succeeded`, an authorised one (manual capture) `payment_intent.amount_capturable_updated`, as Stripe's.
   */
  succeeded(intentId: string, type?: SandboxEventType): void;
  /** Drops the events not yet due and waits for those being handled. */
  close(): Promise<void>;
}

export type SandboxEventType = 'payment_intent.succeeded' | 'payment_intent.amount_capturable_updated';

export function createSandboxEvents(options: { delayMs: number; log: { error(details: object, message: string): void } }): SandboxEvents {
  let handler: PaymentEventHandler | null = null;
  let closed = false;
  const due = new Set<NodeJS.Timeout>();
  const handling = new Set<Promise<void>>();

  function deliver(intentId: string, type: SandboxEventType) {
    if (!handler || closed) return;
    const event = { provider: 'sandbox' as const, id: `evt_sbx_${randomBytes(12).toString('hex')}`, type, intentId };
    const run = handler(event).then(
      () => undefined,
      (err: unknown) => options.log.error({ err, intentId }, 'The sandbox payment event failed'),
    );
    handling.add(run);
    void run.finally(() => handling.delete(run));
  }

  return {
    listen(next) {
      handler = next;
    },
    succeeded(intentId, type = 'payment_intent.succeeded') {
      if (options.delayMs <= 0 || closed) return;
      const timer = setTimeout(() => {
        due.delete(timer);
        deliver(intentId, type);
      }, options.delayMs);
      // A pending event never keeps the process alive.
      timer.unref();
      due.add(timer);
    },
    async close() {
      closed = true;
      for (const timer of due) clearTimeout(timer);
      due.clear();
      await Promise.allSettled([...handling]);
    },
  };
}

/** The sandbox, telling `events` of each confirmation that ends in a succeeded (or authorised) intent. */
export function withSucceededEvents(sandbox: SandboxProvider, events: Pick<SandboxEvents, 'succeeded'>): SandboxProvider {
  return {
    ...sandbox,
    async confirmIntent(id) {
      const confirmed = await sandbox.confirmIntent(id);
      if (confirmed.ok && confirmed.value.status === 'succeeded') events.succeeded(id);
      if (confirmed.ok && confirmed.value.status === 'authorised') events.succeeded(id, 'payment_intent.amount_capturable_updated');
      return confirmed;
    },
  };
}
