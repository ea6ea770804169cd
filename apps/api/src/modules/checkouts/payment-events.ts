/**
 * The card providers' events, from Stripe's webhook or the sandbox: each event id is taken once
 * (a replay does nothing); a succeeded payment completes its checkout. A handling that cannot
 * finish gives the event id back, so the provider's next delivery is handled.
 */
import type { PaymentEvent } from '../payments/index.js';
import type { CompletionOutcome } from './complete-checkout.js';
import type { CheckoutsRepository } from './checkouts.repository.js';

/** 'taken': handled or ignored; 'replayed': seen before, nothing done; 'retry': not done, send it again. */
export type EventVerdict = 'taken' | 'replayed' | 'retry';

export interface PaymentEventDeps {
  repo: Pick<CheckoutsRepository, 'recordEvent' | 'forgetEvent'>;
  /** null: no checkout was kept for this intent (not one of ours, or made before checkouts). */
  complete: (intentId: string) => Promise<CompletionOutcome | null>;
  now: () => Date;
  log: { info(details: object, message: string): void };
}

/** A charged payment, or (manual capture) an authorised one: either completes its checkout. */
const PAID_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.amount_capturable_updated']);

export function createPaymentEventHandler(deps: PaymentEventDeps) {
  async function act(event: PaymentEvent): Promise<EventVerdict> {
    if (PAID_EVENTS.has(event.type) && event.intentId) {
      const outcome = await deps.complete(event.intentId);
      deps.log.info({ provider: event.provider, eventId: event.id, type: event.type, intentId: event.intentId, outcome: outcome?.kind ?? 'no checkout' }, 'Payment succeeded event');
      return outcome?.kind === 'unavailable' || outcome?.kind === 'not_refunded' ? 'retry' : 'taken';
    }
    // payment_intent.payment_failed: the checkout stays open for another try; the reconciler gives it up after an hour.
    // Any other type is not ours to act on.
    return 'taken';
  }

  return async function handle(event: PaymentEvent): Promise<EventVerdict> {
    if (!(await deps.repo.recordEvent(event, deps.now()))) return 'replayed';
    let verdict: EventVerdict = 'retry';
    try {
      verdict = await act(event);
      return verdict;
    } finally {
      if (verdict === 'retry') await deps.repo.forgetEvent(event);
    }
  };
}
