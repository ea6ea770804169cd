import type { Kysely } from 'kysely';
import { acceptsCardPayments, MESSAGES, type Booking, type BookingRequest } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { SettingsService } from '../settings/index.js';
import type { BookerPlan, PassengersService } from '../passengers/index.js';
import type { BookingLimits } from './booking-limits.js';
import { missingMainDestination, TAKEN_BY_WEBSITE, toBookingRows, type BookingRows } from './booking-record.js';
import type { BookingClaim, BookingsRepository } from './bookings.repository.js';
import { idempotencyKey, requestHash } from './request-identity.js';
import { createBookingStore } from './store-booking.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { LiveEvents } from '../../platform/live-events/index.js';

export const KEY_REUSED = 'This booking request key was already used for a different booking. Please start the booking again.';
export const PAYMENT_USED = 'This payment has already paid for another booking.';

/**
 * Card payments started with create-payment-intent keep their booking request (checkouts module):
 * the booking a paid card request makes is that one.
 */
export interface PaidCheckouts {
  /**
   * Makes (or finds) the booking of the checkout kept for this payment, for its booker sending the
   * same request (`hash`, requestHash). null: no checkout was kept for this payment.
   */
  completeFor(paymentId: string, request: { email: string; hash: string }): Promise<Result<{ bookingId: number; replayed: boolean }> | null>;
  /** Whether a checkout was kept for this payment (with the card provider in use). */
  kept(paymentId: string): Promise<boolean>;
}

export interface BookingsDeps {
  db: Kysely<Database>;
  repo: BookingsRepository;
  passengers: PassengersService;
  quotes: Pick<QuotesService, 'priceChosenVehicle'>;
  settings: Pick<SettingsService, 'current'>;
  outbox: MailOutbox;
  payments: Pick<PaymentsService, 'verifySucceeded'>;
  /** Unset: every card booking is checked and priced as it comes (payments made before checkouts were kept). */
  checkouts?: PaidCheckouts;
  now: () => Date;
  /** The operator's address when the FROM_EMAIL setting is empty. */
  mailFrom?: string;
  /** Told after a booking is stored, so open boards show its jobs at once. */
  events?: Pick<LiveEvents, 'publish'>;
  /** The per-address (or, completing a card checkout, per-payment) count of each request; unset: none. */
  limits?: BookingLimits;
}

export interface BookingOutcome {
  booking: Booking;
  /** True when an earlier request (same key, or same payment) had already made this booking. */
  replayed: boolean;
}

interface Attempt {
  request: BookingRequest;
  key: string | null;
  hash: string;
  /** The caller's address key: password checks and account probes are limited by it. */
  address: string;
}

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService(deps: BookingsDeps) {
  const { repo } = deps;
  const { store } = createBookingStore(deps);

  async function outcome(id: number, replayed: boolean): Promise<Result<BookingOutcome>> {
    const booking = await repo.getBooking(id);
    if (!booking) throw new Error(`Booking ${id} vanished`);
    return ok({ booking, replayed });
  }

  /** Same key: the same request (and, for clients, the same password) gets the stored booking. */
  async function replayKey(claim: BookingClaim, attempt: Attempt): Promise<Result<BookingOutcome>> {
    if (claim.requestHash !== attempt.hash) return fail(409, KEY_REUSED);
    const { request } = attempt;
    if (request.selected_passenger !== 'guest_login') {
      const same = await deps.passengers.passwordMatches(claim.passengerId, request.registrationData.password, attempt.address);
      if (!same.ok) return same;
      if (!same.value) return fail(409, KEY_REUSED);
    }
    return outcome(claim.id, true);
  }

  /** A booking this request already made: by its idempotency key, or by the card payment that paid for it. */
  async function findEarlier(attempt: Attempt): Promise<Result<BookingOutcome> | null> {
    if (attempt.key) {
      const claim = await repo.findByIdempotencyKey(attempt.key);
      if (claim) return replayKey(claim, attempt);
    }
    const { request } = attempt;
    if (request.payment_method === 'card' && request.paymentId) {
      const claim = await repo.findByPaymentId(request.paymentId);
      // One payment, one booking: its payer gets that booking back, anyone else is refused.
      if (claim) return claim.bookerEmail === request.registrationData.email ? outcome(claim.id, true) : fail(409, PAYMENT_USED);
    }
    return null;
  }

  /** Passenger, booking and its rows, and the mails that report it, in one transaction (store-booking.ts). */
  async function insert(rows: BookingRows, plan: BookerPlan, attempt: Attempt): Promise<Result<BookingOutcome>> {
    for (let tries = 0; tries < 5; tries++) {
      try {
        return ok({ booking: await store(rows, plan), replayed: false });
      } catch (error) {
        // Insert first, then look: a unique index, not a prior read, decides who wins a race.
        if (!isUniqueViolation(error)) throw error;
        const earlier = await findEarlier(attempt);
        if (earlier) return earlier;
        if (plan.kind === 'new' && plan.passenger.kind === 'client' && (await deps.passengers.isClientEmailTaken(plan.passenger.email))) {
          return deps.passengers.emailTaken(attempt.address);
        }
        // Otherwise two booking numbers collided (1 in 2^40 per pair): draw another.
      }
    }
    throw new Error('No unique booking number after 5 tries');
  }

  /**
   * A card booking without a completed payment: while SHOWCARD is not 'yes' it is told that cards
   * are off. One whose payment went through is still booked, even if cards were switched off
   * meanwhile: its money is taken (and no payment starts while they are off).
   */
  async function unpaidCardRefusal(notPaid: Failure): Promise<Failure> {
    const { settings } = await deps.settings.current();
    return acceptsCardPayments(settings) ? notPaid : { ok: false, status: 403, message: MESSAGES.cardPaymentsOff };
  }

  /** The booking its checkout kept, not priced again: the amount booked is the amount paid. Null without a checkout. */
  async function completeCheckout(attempt: Attempt): Promise<Result<BookingOutcome> | null> {
    const { request } = attempt;
    if (!deps.checkouts || request.payment_method !== 'card' || !request.paymentId) return null;
    const completed = await deps.checkouts.completeFor(request.paymentId, { email: request.registrationData.email, hash: attempt.hash });
    if (!completed) return null;
    if (!completed.ok) return completed.status === 402 ? unpaidCardRefusal(completed) : completed;
    return outcome(completed.value.bookingId, completed.value.replayed);
  }

  async function create(attempt: Attempt): Promise<Result<BookingOutcome>> {
    const { request } = attempt;
    const fromCheckout = await completeCheckout(attempt);
    if (fromCheckout) return fromCheckout;
    // After the checkout's: a paid checkout books as it was opened (openCheckout asked the same).
    const noDestination = missingMainDestination(request);
    if (noDestination) return fail(400, noDestination);

    const price = await deps.quotes.priceChosenVehicle(request);
    if (!price.ok) return price;

    // The payment first: whether an email has an account is never told to a caller who has not
    // paid (a forged payment id gets the same 402 for every email).
    let payment: { paymentId: string; sessionId: string } | null = null;
    if (request.payment_method === 'card') {
      const expected = { amountPence: price.value.chargePence, currencyCode: price.value.currencyCode };
      const verified = await deps.payments.verifySucceeded(request.paymentId ?? '', expected);
      if (!verified.ok) return verified.status === 402 ? await unpaidCardRefusal(verified) : verified;
      payment = verified.value;
    }

    // Password hashing (~50 ms) happens here, before the transaction opens.
    const plan = await deps.passengers.planBooker(request.selected_passenger, request.registrationData, attempt.address);
    if (!plan.ok) return plan;

    const { profile } = plan.value;
    const registrationData = { ...request.registrationData, firstName: profile.firstName, surname: profile.surname, number: profile.phone };
    const rows = toBookingRows({ ...request, registrationData }, price.value, {
      taken: TAKEN_BY_WEBSITE,
      idempotencyKey: attempt.key,
      requestHash: attempt.hash,
      payment,
      createdAt: deps.now().toISOString(),
    });
    return insert(rows, plan.value, attempt);
  }

  /** POST /api/v1/booking: find an earlier booking of this request, else price, check and store. */
  async function book(request: BookingRequest, headerKey: string | string[] | undefined, address: string): Promise<Result<BookingOutcome>> {
    const key = idempotencyKey(request.idempotency_key, headerKey);
    if (!key.ok) return key;
    const refused = await deps.limits?.admit(request, address);
    if (refused) return refused;
    const attempt: Attempt = { request, key: key.value, hash: requestHash(request), address };

    const earlier = await findEarlier(attempt);
    if (earlier) return earlier;
    const created = await create(attempt);
    // A request with the same key or payment may have committed while this one was pricing and hashing.
    if (!created.ok && (attempt.key || attempt.request.payment_method === 'card')) return (await findEarlier(attempt)) ?? created;
    return created;
  }

  return { book, getBooking: (id: number) => repo.getBooking(id) };
}
