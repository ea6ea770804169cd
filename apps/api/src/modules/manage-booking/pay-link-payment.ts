/**
 * The manage page pays what the company asked for by a pay link (pay-links): the intent is made
 * for exactly the awaited amount and kept as a 'pay_link' checkout before the card is charged, so a
 * payment always ends kept (by this page, the provider's event or the reconciler, whichever comes
 * first) or refunded in full. Keeping it is the pay-links module's, under the booking's lock.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MANAGE_BOOKING_MESSAGES, type BodyOf, type ManagedBooking, type OPERATIONS } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { CheckoutsRepository, PayLinkCheckout, RefundOutcome } from '../checkouts/index.js';
import type { CompletePaidLink } from '../pay-links/index.js';
import { isPaid, PAYMENT_MESSAGES, paymentRequired, type PaymentsService, type ProviderIntent } from '../payments/index.js';
import { awaitedPayment, managedBookingView, type LoadedBooking } from './managed-booking-view.js';

export interface PayLinkPaymentDeps {
  db: Kysely<Database>;
  payments: Pick<PaymentsService, 'provider' | 'cardsOpen' | 'createIntent' | 'recordIntent' | 'current'>;
  checkouts: Pick<CheckoutsRepository, 'insertPayLink' | 'findByIntent'>;
  refundCheckout: (checkout: PayLinkCheckout, intent: ProviderIntent, reason: 'booking_changed') => Promise<RefundOutcome>;
  completePaidLink: CompletePaidLink;
  byToken(token: string): Promise<Result<LoadedBooking>>;
  now: () => Date;
}

const newCheckoutId = () => `co_${randomBytes(12).toString('hex')}`;

export function createPayLinkPayment(deps: PayLinkPaymentDeps) {
  /** POST pay/payment-intent: an intent for the awaited amount, kept with the link before it is paid. */
  async function paymentIntent(input: BodyOf<typeof OPERATIONS.createPayLinkIntent>): Promise<Result<{ paymentIntentId: string; amount: number; currency: string }>> {
    const open = await deps.payments.cardsOpen();
    if (!open.ok) return open;
    const found = await deps.byToken(input.token);
    if (!found.ok) return found;
    const { row, payLink } = found.value;
    const awaited = awaitedPayment(found.value);
    if (!awaited || !payLink) return fail(409, MANAGE_BOOKING_MESSAGES.payNothingAwaited);
    if (input.amount !== awaited.amount_pence) {
      return fail(409, PAYMENT_MESSAGES.intentFailed(MANAGE_BOOKING_MESSAGES.payAmountChanged(formatPounds(awaited.amount_pence, row.currency_symbol))));
    }
    const checkoutId = newCheckoutId();
    const created = await deps.payments.createIntent({
      amountPence: awaited.amount_pence,
      currency: row.currency_code,
      paymentMethodId: input.paymentMethodId,
      description: `${row.company_name}: booking ${row.booking_number}`,
      metadata: { checkout_id: checkoutId, booking_id: String(row.id), kind: 'pay_link', company_id: String(row.company_id) },
    });
    if (!created.ok) return created;
    const intent = created.value;
    await deps.db.transaction().execute(async (trx) => {
      await deps.payments.recordIntent(trx, intent);
      await deps.checkouts.insertPayLink(
        trx,
        {
          id: checkoutId,
          provider: deps.payments.provider,
          intentId: intent.id,
          companyId: row.company_id,
          bookerEmail: row.booker_email,
          requestHash: `pay_link:${payLink.id}`,
          amountPence: intent.amountPence,
          currency: intent.currency,
          bookingId: row.id,
          payLinkId: payLink.id,
          payLink: { booking_number: row.booking_number, company_name: row.company_name, currency_symbol: row.currency_symbol },
        },
        deps.now(),
      );
    });
    return ok({ paymentIntentId: intent.id, amount: intent.amountPence, currency: intent.currency });
  }

  const view = async (token: string): Promise<Result<ManagedBooking>> => {
    const now = await deps.byToken(token);
    return now.ok ? ok(managedBookingView(now.value, deps.now())) : now;
  };

  /** POST pay: keeps a succeeded payment of this booking's link; the same answer when sent again. */
  async function pay(input: BodyOf<typeof OPERATIONS.payManagedBooking>): Promise<Result<ManagedBooking>> {
    const found = await deps.byToken(input.token);
    if (!found.ok) return found;
    const checkout = await deps.checkouts.findByIntent(input.payment_intent_id);
    if (!checkout || checkout.kind !== 'pay_link' || checkout.bookingId !== found.value.row.id || checkout.provider !== deps.payments.provider) {
      return fail(409, MANAGE_BOOKING_MESSAGES.payNotThisPayment);
    }
    const refunded = () => fail(409, MANAGE_BOOKING_MESSAGES.payRefunded(formatPounds(checkout.amountPence, checkout.payLink.currency_symbol)));
    if (checkout.status === 'completed') return view(input.token);
    if (checkout.status === 'refunded' || checkout.status === 'refunding') return refunded();
    const current = await deps.payments.current(checkout.intentId);
    if (!current.ok) return current;
    const intent = current.value;
    if (!isPaid(intent.status)) return paymentRequired(MANAGE_BOOKING_MESSAGES.payNotCompleted);
    if (intent.amountPence !== checkout.amountPence || intent.currency !== checkout.currency) return paymentRequired(PAYMENT_MESSAGES.amountMismatch);
    const outcome = await deps.completePaidLink(checkout, intent);
    switch (outcome.kind) {
      case 'booked':
        return view(input.token);
      case 'stale': {
        const back = await deps.refundCheckout(checkout, intent, 'booking_changed');
        // Another completion kept it first: it stands.
        return back.kind === 'booked' ? view(input.token) : refunded();
      }
      default:
        // Another movement of the booking's money is under way: the reconciler keeps the payment after it.
        return fail(503, MANAGE_BOOKING_MESSAGES.payRecording);
    }
  }

  return { paymentIntent, pay };
}

export type PayLinkPayment = ReturnType<typeof createPayLinkPayment>;
