/**
 * Every minute: checkouts still open two minutes after they were made are completed if their
 * payment succeeded (a lost webhook, a restart, a refund that failed before), and given up
 * ('abandoned') after an hour if it did not. Safe with several instances: the payment's unique
 * index and the conditional status updates decide, so two passes at once book nothing twice.
 */
import type { ScheduledTask } from '../../platform/scheduler/index.js';
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
  /** 0: it never runs. */
  intervalMs: number;
  /** Run after each pass: card authorisations to capture (payments/card-capture.ts). */
  sweep?: () => Promise<void>;
  log: { info(details: object, message: string): void };
}

/**
 * The reconciler as a task of the platform scheduler, which runs one pass at a time per instance
 * and logs a failed one. Not `exclusive`: the conditional updates already make two passes safe,
 * and a pass on every instance keeps the wait for a lost webhook short when one instance is slow.
 */
export function checkoutReconcilerTask(deps: CheckoutReconcilerDeps): ScheduledTask {
  return {
    name: 'checkout reconciler',
    everyMs: deps.intervalMs,
    async run(at) {
      const now = at.getTime();
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
    },
  };
}
