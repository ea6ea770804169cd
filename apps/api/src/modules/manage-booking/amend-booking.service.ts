/**
 * Amending a booking from its manage page: preview (nothing changes), the card payment of a change
 * that costs more (kept as an 'amendment' checkout, so the paid difference ends in the change or a
 * refund), and the change itself. Every step checks the link, the cut-off and the booking rules
 * again and prices the amended journey on the server, under the tariff version it was booked with.
 * The change is applied as one movement of the booking's money (apply-amendment.ts); a paid change
 * that loses to another movement of the same booking (a cancellation, a refund, another change) is
 * refunded at once, so its loser pays nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MANAGE_BOOKING_MESSAGES,
  overageList,
  type AmendPreview,
  type AmendSettlement,
  type BodyOf,
  type ManageBookingAmendResult,
  type OPERATIONS,
} from '@kerbside/contract';
import { capacityOverage, formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import type { AmendmentCheckout, CheckoutsRepository, CompletionOutcome, RefundOutcome } from '../checkouts/index.js';
import { type JobEvents, publishJobsUpdated } from '../dispatch/index.js';
import { PAYMENT_MESSAGES, paymentRequired, type PaymentsService, type ProviderIntent } from '../payments/index.js';
import type { QuotesService } from '../quotes/index.js';
import { amendCheck } from './amend-rules.js';
import { amendedJourney, changesOf, currentLegs, legsKey, normaliseLegs, pickupInstant, type AmendLegs } from './amend-request.js';
import { applyAmendment, CHANGED_MEANWHILE, type AmendMoney, type Applied, type ApplyAmendmentDeps, type Evaluation } from './apply-amendment.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';
import { managedBookingView, type LoadedBooking } from './managed-booking-view.js';

export { PASSENGER_AMEND_REASON } from './apply-amendment.js';

export const AMEND_MESSAGES = {
  notThisPayment: 'This payment was made for another booking or another change. Check the changes and pay again.',
  paymentUsed: 'This payment has already paid for another change.',
  notCard: 'This booking is paid in the car: nothing is paid by card for the change.',
  nothingToPay: 'This change costs nothing more, so there is nothing to pay by card.',
  changedMeanwhile: CHANGED_MEANWHILE,
  /** After a paid change lost to another change of the booking: its payment goes back. */
  paidRefunded: (amount: string) => ` The ${amount} you paid for this change has been refunded to your card.`,
  paidToRefund: (amount: string) => ` The ${amount} you paid for this change will be refunded to your card within a few minutes.`,
  cannotPrice: (company: string, phone: string) => `These changes cannot be priced online. Please call ${company}${phone ? ` on ${phone}` : ''}.`,
  tooSoon: (hours: number, company: string, phone: string) =>
    `Changes online need the new pickup at least ${hours} hour${hours === 1 ? '' : 's'} ahead. Please choose a later time or call ${company}${phone ? ` on ${phone}` : ''}.`,
  tooSmall: (over: string, company: string, phone: string) =>
    `The booked vehicle cannot take this party (${over}). To change the vehicle, please call ${company}${phone ? ` on ${phone}` : ''}.`,
} as const;

export interface AmendDeps extends ApplyAmendmentDeps {
  db: Kysely<Database>;
  payments: Pick<PaymentsService, 'provider' | 'cardsOpen' | 'createIntent' | 'recordIntent' | 'current'>;
  checkouts: Pick<CheckoutsRepository, 'insertAmendment' | 'findByIntent' | 'markCompleted'>;
  quotes: Pick<QuotesService, 'priceUnderVersion'>;
  events?: JobEvents;
  /** The booking by its link's token (the one 404 otherwise), and by id. */
  byToken(token: string): Promise<Result<LoadedBooking>>;
  /** Gives back the payment of a change that could not be made (checkouts/checkout-refund.ts). */
  refundCheckout(checkout: AmendmentCheckout, intent: ProviderIntent, reason: 'booking_changed'): Promise<RefundOutcome>;
  /** A 409 that carries the booking as it is now. */
  conflict(bookingId: number, message: string): Promise<Failure>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

const newCheckoutId = () => `co_${randomBytes(12).toString('hex')}`;
const hashOf = (legs: AmendLegs) => createHash('sha256').update(legsKey(legs)).digest('hex');

function settlementOf(row: ManagedBookingRow, difference: number): AmendSettlement {
  if (difference === 0) return 'none';
  if (row.payment_method === 'car') return 'pay_in_car';
  return difference < 0 ? 'refund' : 'card_payment';
}

export function createAmendBookingService(deps: AmendDeps) {
  /** The checks and the price of a change; nothing is written. */
  async function evaluate(loaded: LoadedBooking, requested: AmendLegs): Promise<Result<Evaluation>> {
    const { row, legs } = loaded;
    const now = deps.now();
    const { company_name: company, company_phone: phone } = row;
    const check = amendCheck(row, legs, now);
    if (check.blocked) return fail(409, check.blocked);
    const current = currentLegs(row, legs);
    if (!current) return fail(409, MANAGE_BOOKING_MESSAGES.amendNotPossible(company, phone));
    const next = normaliseLegs(requested, current, row.ride_type === 'H');
    const changes = changesOf(current, next, now);
    if (changes.length === 0) return fail(422, MANAGE_BOOKING_MESSAGES.amendNothingChanged);

    // A new pickup obeys the company's cut-off too: a change online never lands inside it.
    const pickups = [next.outbound, next.return].flatMap((leg) => (leg ? [pickupInstant(leg)] : []));
    if (pickups.some((at) => at === null)) return fail(422, 'Invalid request. Check the pickup date and time.');
    const earliest = Math.min(...pickups.map((at) => at?.getTime() ?? 0));
    if (earliest - row.amend_cutoff_hours * 3_600_000 <= now.getTime()) return fail(422, AMEND_MESSAGES.tooSoon(row.amend_cutoff_hours, company, phone));

    const journey = amendedJourney(row, next);
    if (!journey) return fail(422, AMEND_MESSAGES.cannotPrice(company, phone));
    // The booking checks of a new booking: grace period, horizon, return after the outbound, the vehicle takes the party.
    const priced = await deps.quotes.priceUnderVersion(journey.payable, row.tariff_version_id);
    if (!priced.ok) {
      const over = /^This vehicle cannot take your party \((.*)\)\./.exec(priced.message)?.[1];
      return over ? fail(422, AMEND_MESSAGES.tooSmall(over, company, phone)) : priced;
    }
    const price = priced.value;
    if (row.ride_type === 'H') {
      const over = capacityOverage(price.detail, { passengers: next.outbound.passengers, luggages: next.outbound.luggages, handLuggages: next.outbound.hand_luggages });
      if (over) return fail(422, AMEND_MESSAGES.tooSmall(overageList(over), company, phone));
    }
    const oldPence = row.amount_pence;
    const newPence = price.chargePence;
    const difference = newPence - oldPence;
    return ok({ loaded, next, journey, price, oldPence, newPence, difference, settlement: settlementOf(row, difference), changes });
  }

  const priceChanged = (ev: Evaluation): Failure => ({ ok: false, status: 409, message: MANAGE_BOOKING_MESSAGES.amendPriceChanged(formatPounds(ev.newPence, ev.loaded.row.currency_symbol)) });

  async function preview(input: BodyOf<typeof OPERATIONS.previewBookingAmendment>): Promise<Result<AmendPreview>> {
    const found = await deps.byToken(input.token);
    if (!found.ok) return found;
    const ev = await evaluate(found.value, input);
    if (!ev.ok) return ev;
    const { oldPence, newPence, difference, settlement, changes } = ev.value;
    return ok({ old_amount_pence: oldPence, new_amount_pence: newPence, difference_pence: difference, settlement, changes, currency_symbol: found.value.row.currency_symbol });
  }

  /** POST amend/payment-intent: the difference of a card booking's dearer change, kept with the change before it is paid. */
  async function paymentIntent(input: BodyOf<typeof OPERATIONS.createBookingAmendmentIntent>): Promise<Result<{ paymentIntentId: string; amount: number; currency: string }>> {
    const open = await deps.payments.cardsOpen();
    if (!open.ok) return open;
    const found = await deps.byToken(input.token);
    if (!found.ok) return found;
    const { row } = found.value;
    if (row.payment_method !== 'card') return fail(409, AMEND_MESSAGES.notCard);
    const evaluated = await evaluate(found.value, input);
    if (!evaluated.ok) return evaluated;
    const ev = evaluated.value;
    if (input.expected_amount_pence !== ev.newPence) return priceChanged(ev);
    if (ev.difference <= 0) return fail(409, AMEND_MESSAGES.nothingToPay);
    if (input.amount !== ev.difference) {
      return fail(409, PAYMENT_MESSAGES.intentFailed(PAYMENT_MESSAGES.amountChanged(ev.difference, row.currency_symbol)));
    }

    const checkoutId = newCheckoutId();
    const created = await deps.payments.createIntent({
      amountPence: ev.difference,
      currency: row.currency_code,
      paymentMethodId: input.paymentMethodId,
      description: `${row.company_name}: change to booking ${row.booking_number}`,
      metadata: { checkout_id: checkoutId, booking_id: String(row.id), kind: 'amendment', company_id: String(row.company_id) },
    });
    if (!created.ok) return created;
    const intent = created.value;
    const at = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      await deps.payments.recordIntent(trx, intent);
      await deps.checkouts.insertAmendment(
        trx,
        {
          id: checkoutId,
          provider: deps.payments.provider,
          intentId: intent.id,
          companyId: row.company_id,
          bookerEmail: row.booker_email,
          requestHash: hashOf(ev.next),
          amountPence: intent.amountPence,
          currency: intent.currency,
          bookingId: row.id,
          amendment: {
            booking_number: row.booking_number,
            company_name: row.company_name,
            currency_symbol: row.currency_symbol,
            outbound: ev.next.outbound,
            return: ev.next.return,
            old_amount_pence: ev.oldPence,
            new_amount_pence: ev.newPence,
          },
        },
        at,
      );
    });
    return ok({ paymentIntentId: intent.id, amount: intent.amountPence, currency: intent.currency });
  }

  /** The change applied (apply-amendment.ts); then the boards are told. */
  async function apply(ev: Evaluation, money: AmendMoney): Promise<Result<Applied>> {
    const applied = await applyAmendment(deps, ev, money);
    if (applied.ok && applied.value.kind === 'applied') await publishJobsUpdated(deps, ev.loaded.row.company_id, ev.loaded.legs.map((job) => job.id));
    return applied;
  }

  /**
   * A change paid for that cannot be made as asked (the booking was cancelled, changed or refunded
   * meanwhile, or another movement of its money was under way): its payment goes back now, so the
   * loser pays nothing, and the answer carries the booking as it is. Nothing paid: the refusal alone.
   */
  async function refusePaid(checkout: AmendmentCheckout, refusal: Failure): Promise<Result<ManageBookingAmendResult>> {
    const intent = await paidIntent(checkout);
    if (!intent.ok) return refusal;
    const refunded = await deps.refundCheckout(checkout, intent.value, 'booking_changed');
    // Another completion made the change with this payment first: it stands.
    if (refunded.kind === 'booked') return result(checkout.bookingId, checkout.amendment.new_amount_pence - checkout.amendment.old_amount_pence, 0, checkout.amountPence);
    const amount = formatPounds(checkout.amountPence, checkout.amendment.currency_symbol);
    const note = refunded.kind === 'refunded' ? AMEND_MESSAGES.paidRefunded(amount) : AMEND_MESSAGES.paidToRefund(amount);
    const now = await deps.conflict(checkout.bookingId, `${refusal.message}${note}`);
    return { ...now, status: refusal.status };
  }

  /** The result of an applied change: the booking as it is now. */
  async function result(bookingId: number, difference: number, refundPence: number, chargedPence: number): Promise<Result<ManageBookingAmendResult>> {
    const fresh = await deps.load(bookingId);
    if (!fresh) return fail(409, AMEND_MESSAGES.changedMeanwhile);
    return ok({ booking: managedBookingView(fresh, deps.now()), difference_pence: difference, refund_pence: refundPence, charged_pence: chargedPence });
  }

  /** The amendment checkout of `intentId` for this booking, or why it cannot pay for it. */
  async function checkoutFor(intentId: string, bookingId: number): Promise<Result<AmendmentCheckout>> {
    const checkout = await deps.checkouts.findByIntent(intentId);
    if (!checkout || checkout.kind !== 'amendment' || checkout.bookingId !== bookingId || checkout.provider !== deps.payments.provider) {
      return fail(409, AMEND_MESSAGES.notThisPayment);
    }
    return ok(checkout);
  }

  /** The requested legs as the stored amendment's were normalised, so the same change compares equal. */
  const storedLegs = (checkout: AmendmentCheckout): AmendLegs => ({ outbound: checkout.amendment.outbound, return: checkout.amendment.return });

  /** The intent of a dearer change: succeeded with the provider, for the checkout's amount. */
  async function paidIntent(checkout: AmendmentCheckout): Promise<Result<ProviderIntent>> {
    const current = await deps.payments.current(checkout.intentId);
    if (!current.ok) return current;
    const intent = current.value;
    if (intent.status !== 'succeeded') return paymentRequired(PAYMENT_MESSAGES.notCompleted);
    if (intent.amountPence !== checkout.amountPence || intent.currency !== checkout.currency) return paymentRequired(PAYMENT_MESSAGES.amountMismatch);
    return ok(intent);
  }

  /** Whether the paid amendment is exactly this priced change. */
  const paysFor = (checkout: AmendmentCheckout, ev: Evaluation) =>
    checkout.requestHash === hashOf(ev.next) && checkout.amendment.new_amount_pence === ev.newPence && checkout.amountPence === ev.difference && ev.settlement === 'card_payment';

  async function amend(input: BodyOf<typeof OPERATIONS.amendManagedBooking>): Promise<Result<ManageBookingAmendResult>> {
    const found = await deps.byToken(input.token);
    if (!found.ok) return found;
    const loaded = found.value;
    const { row } = loaded;
    const intentId = input.payment_intent_id;

    let checkout: AmendmentCheckout | null = null;
    if (intentId) {
      const paying = await checkoutFor(intentId, row.id);
      if (!paying.ok) return paying;
      checkout = paying.value;
      if (checkout.status === 'completed') {
        // Applied already (by this page before, or by the provider's event): the same change gets its answer again.
        const same = checkout.requestHash === hashOf(normaliseLegs(input, storedLegs(checkout), row.ride_type === 'H'));
        if (!same) return fail(409, AMEND_MESSAGES.paymentUsed);
        return result(row.id, checkout.amendment.new_amount_pence - checkout.amendment.old_amount_pence, 0, checkout.amountPence);
      }
      if (checkout.status === 'refunded' || checkout.status === 'refunding') return fail(409, AMEND_MESSAGES.paymentUsed);
    }

    // A refusal once the difference is paid gives the payment back (refusePaid).
    const refuse = async (refusal: Failure) => (checkout ? refusePaid(checkout, refusal) : refusal);
    const evaluated = await evaluate(loaded, input);
    if (!evaluated.ok) return refuse(evaluated);
    const ev = evaluated.value;
    if (input.expected_amount_pence !== ev.newPence) return refuse(priceChanged(ev));

    let money: AmendMoney = { kind: 'none' };
    if (ev.settlement === 'card_payment') {
      if (!checkout) return paymentRequired(MANAGE_BOOKING_MESSAGES.amendPaymentMissing);
      if (!paysFor(checkout, ev)) return refuse({ ok: false, status: 409, message: AMEND_MESSAGES.notThisPayment });
      const intent = await paidIntent(checkout);
      if (!intent.ok) return intent;
      money = { kind: 'paid', checkout, intent: intent.value };
    } else if (checkout) {
      return refuse({ ok: false, status: 409, message: AMEND_MESSAGES.notThisPayment });
    } else if (ev.settlement === 'refund') {
      money = { kind: 'refund' };
    }

    const applied = await apply(ev, money);
    if (!applied.ok) {
      if (applied.status !== 409) return applied;
      return checkout ? refusePaid(checkout, applied) : deps.conflict(row.id, applied.message);
    }
    // Completed by the provider's event meanwhile: the same change gets its answer again.
    if (applied.value.kind === 'settled') return amend(input);
    return result(row.id, ev.difference, applied.value.refundPence, applied.value.chargedPence);
  }

  /**
   * A paid amendment completed without its page (the provider's event, the reconciler): applied if
   * it is still exactly the change that was paid for, else 'stale' (its payment is refunded).
   */
  async function completePaid(checkout: AmendmentCheckout, intent: ProviderIntent): Promise<CompletionOutcome | { kind: 'stale' }> {
    const loaded = await deps.load(checkout.bookingId);
    if (!loaded) return { kind: 'stale' };
    const evaluated = await evaluate(loaded, storedLegs(checkout));
    if (!evaluated.ok) return evaluated.status === 503 ? { kind: 'unavailable' } : { kind: 'stale' };
    if (!paysFor(checkout, evaluated.value)) return { kind: 'stale' };
    const applied = await apply(evaluated.value, { kind: 'paid', checkout, intent });
    if (!applied.ok) {
      // Another movement of the booking's money under way: the next completion decides; any other refusal: refunded.
      if (applied.message === MANAGE_BOOKING_MESSAGES.moneyBusy || applied.status === 503) return { kind: 'unavailable' };
      return { kind: 'stale' };
    }
    if (applied.value.kind === 'settled') {
      const now = await deps.checkouts.findByIntent(checkout.intentId);
      return now?.status === 'completed' ? { kind: 'booked', bookingId: checkout.bookingId, replayed: true } : { kind: 'unavailable' };
    }
    return { kind: 'booked', bookingId: checkout.bookingId, replayed: false };
  }

  return { preview, paymentIntent, amend, completePaid };
}

export type AmendBookingService = ReturnType<typeof createAmendBookingService>;
