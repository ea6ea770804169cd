/**
 * Every minute: checkouts still open two minutes after they were made are completed if their
 * payment succeeded (a lost webhook, a restart, a refund that failed before), and given up
 * ('abandoned') after an hour if it did not. Safe with several instances: the payment's unique
 * index and the conditional status updates decide, so two passes at once book nothing twice.
 */
import type { CompletionOutcome } from './complete-checkout.js';
import type { AnyCheckout, CheckoutsRepository } from './checkouts.repository.js';

const MINUTE = 60_000;
/** The browser's POST /booking and the provider's event have had their chance by then. */
const COMPLETE_AFTER_MS = 2 * MINUTE;
const ABANDON_AFTER_MS = 60 * MINUTE;
/** Per pass, oldest first: each costs a call to the card provider. */
const BATCH = 50;

export interface CheckoutReconcilerDeps {
  repo: Pick<CheckoutsRepository, 'listOpen' | 'markAbandoned'>;
  complete: (checkout: AnyCheckout) => Promise<CompletionOutcome>;
  now: () => Date;
  /** 0: it never runs. */
  intervalMs: number;
  /** Run after each pass: card authorisations to capture (payments/card-capture.ts). */
  sweep?: () => Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export function createCheckoutReconciler(deps: CheckoutReconcilerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function pass(): Promise<void> {
    const now = deps.now().getTime();
    const due = await deps.repo.listOpen(new Date(now - COMPLETE_AFTER_MS).toISOString(), BATCH);
    for (const checkout of due) {
      const outcome = await deps.complete(checkout);
      if (outcome.kind === 'booked' && !outcome.replayed) {
        deps.log.info({ checkoutId: checkout.id, intentId: checkout.intentId, bookingId: outcome.bookingId }, 'A paid checkout was completed by the reconciler');
      }
      const stale = Date.parse(checkout.createdAt) <= now - ABANDON_AFTER_MS;
      if (outcome.kind === 'unpaid' && !outcome.pending && stale) await deps.repo.markAbandoned(checkout.id, new Date(now).toISOString());
    }
    await deps.sweep?.();
  }

  function tick() {
    // One pass at a time per instance; a slow one is not stacked on.
    if (running) return;
    running = pass()
      .catch((err: unknown) => deps.log.error({ err }, 'The checkout reconciler failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (deps.intervalMs <= 0 || timer) return;
      timer = setInterval(tick, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
