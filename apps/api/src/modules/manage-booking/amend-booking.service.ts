/**
 * Amending a booking from its manage page: preview (nothing changes), the card payment of a change
 * that costs more (kept as an 'amendment' checkout, so the paid difference ends in the change or a
 * refund), and the change itself. Every step checks the link, the cut-off and the booking rules
 * again and prices the amended journey on the server, under the tariff version it was booked with.
 *
 * The change: a lower price is refunded first (split across the card payments, newest first; a
 * refusal changes nothing), then one transaction writes the booking, its details and the jobs of the
 * board, records the refund or the payment (completing its checkout), audits each leg with the
 * passenger as actor and queues both mails; `job.updated` goes to the boards after the commit.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MANAGE_BOOKING_MESSAGES,
  manageBookingAmendIntentRequestSchema,
  manageBookingAmendPreviewRequestSchema,
  manageBookingAmendRequestSchema,
  overageList,
  type AmendPreview,
  type AmendSettlement,
  type ManageBookingAmendResult,
} from '@kerbside/contract';
import { capacityOverage, formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, parseInput, type Result } from '../../http/result.js';
import type { BookingChangeMail } from '../bookings/booking-change-mail.js';
import type { AmendmentCheckout, CheckoutsRepository } from '../checkouts/checkouts.repository.js';
import type { CompletionOutcome } from '../checkouts/complete-checkout.js';
import type { ChangedBy } from '../dispatch/changed-by.js';
import { auditActor } from '../dispatch/changed-by.js';
import { publishJobsUpdated, type JobEvents } from '../dispatch/job-actions.service.js';
import type { MailOutbox } from '../mail/mail.types.js';
import type { BookingPaymentsRepository } from '../payments/booking-payments.repository.js';
import type { ProviderIntent } from '../payments/card.provider.js';
import { PAYMENT_MESSAGES, paymentRequired } from '../payments/payment-messages.js';
import type { PaymentsService } from '../payments/payments.types.js';
import type { ChosenVehiclePrice } from '../quotes/chosen-vehicle.js';
import type { QuotesService } from '../quotes/quotes.service.js';
import { recordAudit } from '../staff/audit.repository.js';
import { writeAmendment } from './amend-booking.repository.js';
import { amendCheck } from './amend-rules.js';
import { amendedJourney, changesOf, currentLegs, legsKey, normaliseLegs, pickupInstant, type AmendedJourney, type AmendLegs } from './amend-request.js';
import { amendmentMails } from './amendment-mails.js';
import { logUnrecordedRefunds, makeRefunds, recordRefunds, type MadeRefund } from '../dispatch/booking-refunds.js';
import { refundPlans, type MoneyDeps } from './booking-money.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';
import { managedBookingView, refundableOf, type LoadedBooking } from './managed-booking-view.js';

/** The reason a refund of a cheaper change is recorded with. */
export const PASSENGER_AMEND_REASON = 'Booking changed by the passenger online';

export const AMEND_MESSAGES = {
  notThisPayment: 'This payment was made for another booking or another change. Check the changes and pay again.',
  paymentUsed: 'This payment has already paid for another change.',
  notCard: 'This booking is paid in the car: nothing is paid by card for the change.',
  nothingToPay: 'This change costs nothing more, so there is nothing to pay by card.',
  changedMeanwhile: 'This booking changed while you were making your change. Please check it and try again.',
  cannotPrice: (company: string, phone: string) => `These changes cannot be priced online. Please call ${company}${phone ? ` on ${phone}` : ''}.`,
  tooSoon: (hours: number, company: string, phone: string) =>
    `Changes online need the new pickup at least ${hours} hour${hours === 1 ? '' : 's'} ahead. Please choose a later time or call ${company}${phone ? ` on ${phone}` : ''}.`,
  tooSmall: (over: string, company: string, phone: string) =>
    `The booked vehicle cannot take this party (${over}). To change the vehicle, please call ${company}${phone ? ` on ${phone}` : ''}.`,
} as const;

export interface AmendDeps extends MoneyDeps {
  db: Kysely<Database>;
  payments: Pick<PaymentsService, 'provider' | 'cardsOpen' | 'createIntent' | 'recordIntent' | 'current'>;
  bookingPayments: BookingPaymentsRepository;
  checkouts: Pick<CheckoutsRepository, 'insertAmendment' | 'findByIntent' | 'markCompleted'>;
  quotes: Pick<QuotesService, 'priceUnderVersion'>;
  outbox: MailOutbox;
  /** The updated calendar file and the links for the passengers' mails. */
  changeMail: BookingChangeMail;
  events?: JobEvents;
  /** The booking by its link's token (the one 404 otherwise), and by id. */
  byToken(token: string): Promise<Result<LoadedBooking>>;
  load(bookingId: number): Promise<LoadedBooking | null>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** The change as the server priced it. */
interface Evaluation {
  loaded: LoadedBooking;
  next: AmendLegs;
  journey: AmendedJourney;
  price: ChosenVehiclePrice;
  oldPence: number;
  newPence: number;
  difference: number;
  settlement: AmendSettlement;
  changes: string[];
}

/** How the difference is settled in `apply`. */
type Money = { kind: 'none' } | { kind: 'refund'; made: MadeRefund[] } | { kind: 'paid'; checkout: AmendmentCheckout; intent: ProviderIntent };

/** The amendment's checkout was completed by someone else while this one applied it. */
class AmendSettled extends Error {}
/** The booking or one of its jobs changed since it was read: nothing is kept. */
class AmendConflict extends Error {}

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

  const priceChanged = (ev: Evaluation) => fail(409, MANAGE_BOOKING_MESSAGES.amendPriceChanged(formatPounds(ev.newPence, ev.loaded.row.currency_symbol)));

  async function preview(body: unknown): Promise<Result<AmendPreview>> {
    const input = parseInput(manageBookingAmendPreviewRequestSchema, body);
    if (!input.ok) return input;
    const found = await deps.byToken(input.value.token);
    if (!found.ok) return found;
    const ev = await evaluate(found.value, input.value);
    if (!ev.ok) return ev;
    const { oldPence, newPence, difference, settlement, changes } = ev.value;
    return ok({ old_amount_pence: oldPence, new_amount_pence: newPence, difference_pence: difference, settlement, changes, currency_symbol: found.value.row.currency_symbol });
  }

  /** POST amend/payment-intent: the difference of a card booking's dearer change, kept with the change before it is paid. */
  async function paymentIntent(body: unknown): Promise<Result<{ paymentIntentId: string; amount: number; currency: string }>> {
    const input = parseInput(manageBookingAmendIntentRequestSchema, body);
    if (!input.ok) return input;
    const open = await deps.payments.cardsOpen();
    if (!open.ok) return open;
    const found = await deps.byToken(input.value.token);
    if (!found.ok) return found;
    const { row } = found.value;
    if (row.payment_method !== 'card') return fail(409, AMEND_MESSAGES.notCard);
    const evaluated = await evaluate(found.value, input.value);
    if (!evaluated.ok) return evaluated;
    const ev = evaluated.value;
    if (input.value.expected_amount_pence !== ev.newPence) return priceChanged(ev);
    if (ev.difference <= 0) return fail(409, AMEND_MESSAGES.nothingToPay);
    if (input.value.amount !== ev.difference) {
      return fail(409, PAYMENT_MESSAGES.intentFailed(PAYMENT_MESSAGES.amountChanged(ev.difference, row.currency_symbol)));
    }

    const checkoutId = newCheckoutId();
    const created = await deps.payments.createIntent({
      amountPence: ev.difference,
      currency: row.currency_code,
      paymentMethodId: input.value.paymentMethodId,
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

  /** The change written, the money recorded, audited and mailed, in one transaction; then the boards are told. */
  async function apply(ev: Evaluation, money: Money): Promise<void> {
    const { row, legs } = ev.loaded;
    const by: ChangedBy = { kind: 'passenger', email: row.booker_email };
    const at = deps.now().toISOString();
    const refundPence = money.kind === 'refund' ? money.made.reduce((sum, r) => sum + r.made.amountPence, 0) : 0;
    const chargedPence = money.kind === 'paid' ? money.intent.amountPence : 0;
    try {
      await deps.db.transaction().execute(async (trx) => {
        if (money.kind === 'paid') {
          if (!(await deps.checkouts.markCompleted(trx, money.checkout.id, row.id, at))) throw new AmendSettled();
          await deps.bookingPayments.record(trx, { bookingId: row.id, provider: money.checkout.provider, intentId: money.intent.id, amountPence: money.intent.amountPence, at });
        }
        if (money.kind === 'refund') await recordRefunds(trx, deps.refunds, money.made, { reason: PASSENGER_AMEND_REASON, by, at });
        if (!(await writeAmendment(trx, { row, legs, next: ev.next, journey: ev.journey, price: ev.price, at }))) throw new AmendConflict();
        const actor = auditActor(by);
        for (const job of legs) {
          await recordAudit(trx, {
            companyId: job.company_id,
            staffId: actor.staffId,
            action: 'job.amended',
            subjectType: 'job',
            subjectId: job.id,
            detail: {
              booking_number: row.booking_number,
              leg: job.leg,
              changes: ev.changes,
              old_amount_pence: ev.oldPence,
              new_amount_pence: ev.newPence,
              ...(refundPence > 0 ? { refund_pence: refundPence } : {}),
              ...(chargedPence > 0 ? { charged_pence: chargedPence } : {}),
              ...actor.detail,
            },
            at,
          });
        }
        const driverAssigned = legs.some((job) => job.driver_id !== null);
        const parts = await deps.changeMail(trx, { bookingId: row.id, at: new Date(at) });
        await deps.outbox.enqueue(
          trx,
          amendmentMails({ booking: row, changes: ev.changes, oldPence: ev.oldPence, newPence: ev.newPence, settlement: ev.settlement, refundPence, chargedPence, driverAssigned, parts }),
        );
      });
    } catch (error) {
      if (money.kind === 'refund') {
        const what = "part of this booking for the passenger's change, then storing the change failed. The same change again gets the same refund back; otherwise record it by hand.";
        logUnrecordedRefunds(deps.log, error, { booking_id: row.id, booking_number: row.booking_number }, money.made, what);
      }
      throw error;
    }
    await publishJobsUpdated(deps, row.company_id, legs.map((job) => job.id));
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

  async function amend(body: unknown): Promise<Result<ManageBookingAmendResult>> {
    const input = parseInput(manageBookingAmendRequestSchema, body);
    if (!input.ok) return input;
    const found = await deps.byToken(input.value.token);
    if (!found.ok) return found;
    const loaded = found.value;
    const { row } = loaded;
    const intentId = input.value.payment_intent_id;

    let checkout: AmendmentCheckout | null = null;
    if (intentId) {
      const paying = await checkoutFor(intentId, row.id);
      if (!paying.ok) return paying;
      checkout = paying.value;
      if (checkout.status === 'completed') {
        // Applied already (by this page before, or by the provider's event): the same change gets its answer again.
        const same = checkout.requestHash === hashOf(normaliseLegs(input.value, storedLegs(checkout), row.ride_type === 'H'));
        if (!same) return fail(409, AMEND_MESSAGES.paymentUsed);
        return result(row.id, checkout.amendment.new_amount_pence - checkout.amendment.old_amount_pence, 0, checkout.amountPence);
      }
      if (checkout.status === 'refunded') return fail(409, AMEND_MESSAGES.paymentUsed);
    }

    const evaluated = await evaluate(loaded, input.value);
    if (!evaluated.ok) return evaluated;
    const ev = evaluated.value;
    if (input.value.expected_amount_pence !== ev.newPence) return priceChanged(ev);

    let money: Money = { kind: 'none' };
    if (ev.settlement === 'card_payment') {
      if (!checkout) return paymentRequired(MANAGE_BOOKING_MESSAGES.amendPaymentMissing);
      if (!paysFor(checkout, ev)) return fail(409, AMEND_MESSAGES.notThisPayment);
      const intent = await paidIntent(checkout);
      if (!intent.ok) return intent;
      money = { kind: 'paid', checkout, intent: intent.value };
    } else if (checkout) {
      return fail(409, AMEND_MESSAGES.notThisPayment);
    } else if (ev.settlement === 'refund') {
      const refundPence = Math.min(-ev.difference, refundableOf(loaded));
      const plans = refundPlans(loaded, refundPence);
      if (!plans.ok) return plans;
      const made = await makeRefunds(deps.refunds, plans.value);
      if (!made.ok) return made;
      money = { kind: 'refund', made: made.value };
    }

    try {
      await apply(ev, money);
    } catch (error) {
      if (error instanceof AmendSettled) return amend(body);
      if (error instanceof AmendConflict) return fail(409, AMEND_MESSAGES.changedMeanwhile);
      throw error;
    }
    const refundPence = money.kind === 'refund' ? money.made.reduce((sum, r) => sum + r.made.amountPence, 0) : 0;
    return result(row.id, ev.difference, refundPence, money.kind === 'paid' ? money.intent.amountPence : 0);
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
    try {
      await apply(evaluated.value, { kind: 'paid', checkout, intent });
    } catch (error) {
      if (error instanceof AmendSettled) {
        const now = await deps.checkouts.findByIntent(checkout.intentId);
        return now?.status === 'completed' ? { kind: 'booked', bookingId: checkout.bookingId, replayed: true } : { kind: 'unavailable' };
      }
      // A dispatcher's change meanwhile: tried again by the next completion, which decides.
      if (error instanceof AmendConflict) return { kind: 'unavailable' };
      throw error;
    }
    return { kind: 'booked', bookingId: checkout.bookingId, replayed: false };
  }

  return { preview, paymentIntent, amend, completePaid };
}

export type AmendBookingService = ReturnType<typeof createAmendBookingService>;
