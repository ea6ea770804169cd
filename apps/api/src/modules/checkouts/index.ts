import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import type { AppContext } from '../../app-context.js';
import { fail, ok, sendResult, type Result } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { type BookingsRepository, type BookingStore, type PaidCheckouts, PAYMENT_USED } from '../bookings/index.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { PassengersService } from '../passengers/index.js';
import { PAYMENT_MESSAGES, type PaymentEventSource, paymentRequired, type PaymentsService } from '../payments/index.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { checkoutReconcilerTask } from './checkout-reconciler.js';
import { createCheckoutRefunds } from './checkout-refund.js';
import { createCheckoutsRepository, type AnyCheckout, type Checkout } from './checkouts.repository.js';
import { createCheckoutCompletion, type AmendmentCompletion, type CompletionOutcome, type PayLinkCompletion } from './complete-checkout.js';
import { createCheckoutOpener } from './open-checkout.js';
import { createPaymentEventHandler } from './payment-events.js';
import { stripeWebhookRoutes } from './stripe-webhook.js';

export interface CheckoutsModule {
  /** For POST /booking with a card payment. */
  paid: PaidCheckouts;
  /** create-payment-intent, in the website's API (key headers). */
  routes(v1: FastifyInstance): void;
  /** Stripe's webhook, outside the key check. */
  webhookRoutes(api: FastifyInstance): void;
}

export interface CheckoutsDeps {
  outbox: MailOutbox;
  payments: PaymentsService;
  /** The sandbox's events (Stripe's come through the webhook). */
  paymentEvents: PaymentEventSource;
  passengers: PassengersService;
  bookings: BookingsRepository;
  store: BookingStore['store'];
  /** Applies a paid amendment's change (manage-booking), for the provider's events and the reconciler. */
  amendments?: AmendmentCompletion;
  /** Keeps a paid pay link's payment (pay-links), for the provider's events and the reconciler. */
  payLinks?: PayLinkCompletion;
  /** Card authorisations to capture, swept with the reconciler's timer. */
  sweepCaptures?: () => Promise<void>;
}

/** Card bookings kept before payment and completed from it: by the browser, the provider's events or the reconciler. */
export function createCheckoutsModule(ctx: AppContext, deps: CheckoutsDeps): CheckoutsModule {
  const db = ctx.db.kysely;
  const repo = createCheckoutsRepository(db);
  const { payments } = deps;
  const openCheckout = createCheckoutOpener({ db, repo, payments, quotes: ctx.quotes, passengers: deps.passengers, bookings: deps.bookings, now: ctx.now });
  const refund = createCheckoutRefunds({ db, repo, payments, outbox: deps.outbox, now: ctx.now, log: ctx.log });
  const { complete } = createCheckoutCompletion({ repo, bookings: deps.bookings, passengers: deps.passengers, store: deps.store, payments, refund, amendments: deps.amendments, payLinks: deps.payLinks, now: ctx.now, log: ctx.log });

  /** The checkout of a payment made with the provider in use, or null. */
  async function checkoutOf(intentId: string): Promise<AnyCheckout | null> {
    const checkout = await repo.findByIntent(intentId);
    return checkout && checkout.provider === payments.provider ? checkout : null;
  }

  const handleEvent = createPaymentEventHandler({
    repo,
    complete: async (intentId) => {
      const checkout = await checkoutOf(intentId);
      return checkout ? complete(checkout) : null;
    },
    now: ctx.now,
    log: ctx.log,
  });
  deps.paymentEvents.listen(handleEvent);

  // The minutely reconciler (RECONCILE_CHECKOUTS_MS), on the platform scheduler.
  ctx.scheduler.add(checkoutReconcilerTask({ repo, complete, intervalMs: ctx.config.RECONCILE_CHECKOUTS_MS, log: ctx.log, sweep: deps.sweepCaptures }));

  /** What POST /booking answers for each outcome of its checkout. */
  function answer(checkout: Checkout, outcome: CompletionOutcome): Result<{ bookingId: number; replayed: boolean }> {
    switch (outcome.kind) {
      case 'booked':
        return ok({ bookingId: outcome.bookingId, replayed: outcome.replayed });
      case 'unpaid':
        return paymentRequired(PAYMENT_MESSAGES.notCompleted);
      case 'refunded':
        return fail(409, CHECKOUT_MESSAGES.refunded(checkout.amountPence, checkout.rows.booking.currency_symbol, outcome.reason));
      case 'not_refunded':
        return fail(503, CHECKOUT_MESSAGES.refundPending);
      case 'unavailable':
        return fail(503, PAYMENT_MESSAGES.unavailable);
    }
  }

  const paid: PaidCheckouts = {
    kept: async (paymentId) => (await checkoutOf(paymentId)) !== null,
    async completeFor(paymentId, request) {
      const checkout = await checkoutOf(paymentId);
      if (!checkout) return null;
      // A change's payment never pays for a booking.
      if (checkout.kind !== 'booking') return fail(409, PAYMENT_USED);
      // One payment, one booking: its payer gets it, anyone else is refused (as for a booked payment).
      if (checkout.bookerEmail !== request.email) return fail(409, PAYMENT_USED);
      if (checkout.requestHash !== request.hash) return fail(409, CHECKOUT_MESSAGES.otherRequest);
      return answer(checkout, await complete(checkout));
    },
  };

  return {
    paid,
    routes(v1) {
      // Counted once per address when a payment starts (its declared limit, payments).
      serve(v1, OPERATIONS.createPaymentIntent, async (request, reply) => sendResult(reply, await openCheckout(request.body, request.addressKey)));
    },
    webhookRoutes(api) {
      stripeWebhookRoutes(api, { secret: ctx.config.STRIPE_WEBHOOK_SECRET, handle: handleEvent, now: ctx.now });
    },
  };
}
export { createCheckoutRefunds, type RefundOutcome } from './checkout-refund.js';
export { type AmendmentCheckout, type CheckoutsRepository, createCheckoutsRepository, type PayLinkCheckout } from './checkouts.repository.js';
export type { AmendmentCompletion, CompletionOutcome, PayLinkCompletion } from './complete-checkout.js';
