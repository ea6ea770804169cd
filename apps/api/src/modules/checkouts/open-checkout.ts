/**
 * POST /api/v1/create-payment-intent: the whole booking request is checked, priced and its booker
 * planned before the card is charged, and kept as a checkout beside the payment intent, so the
 * payment always ends in this booking (whoever completes it) or in a refund.
 *
 * Order: the request, cards on, the price and the amount, then the card (the provider checks it
 * while creating the intent, nothing is charged), and only then the booker. A caller without a
 * card the provider accepts learns nothing about accounts (an existing client's password, a new
 * client's email), and those answers count against the same limits as a booking's.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingRequest, CreatePaymentIntentRequest } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { type BookingsRepository, KEY_REUSED, missingMainDestination, pickUpInstant, requestHash, TAKEN_BY_WEBSITE, toBookingRows } from '../bookings/index.js';
import { captureMethodFor, PAYMENT_MESSAGES, type PaymentsService } from '../payments/index.js';
import type { PassengersService } from '../passengers/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { CheckoutsRepository } from './checkouts.repository.js';

export interface OpenCheckoutDeps {
  db: Kysely<Database>;
  repo: Pick<CheckoutsRepository, 'insert'>;
  payments: Pick<PaymentsService, 'provider' | 'cardsOpen' | 'createIntent' | 'recordIntent'>;
  quotes: Pick<QuotesService, 'priceChosenVehicle'>;
  passengers: Pick<PassengersService, 'planBooker'>;
  bookings: Pick<BookingsRepository, 'findByIdempotencyKey'>;
  now: () => Date;
}

export interface OpenedCheckout {
  paymentIntentId: string;
  amount: number;
  currency: string;
}

const newCheckoutId = () => `co_${randomBytes(12).toString('hex')}`;

/** The last pickup of the journey: the return's when there is one. */
function lastPickUpAt(booking: { pick_up_date: string; pick_up_time: string; return_date: string | null; return_time: string | null }): Date {
  const [date, time] = booking.return_date && booking.return_time ? [booking.return_date, booking.return_time] : [booking.pick_up_date, booking.pick_up_time];
  return new Date(pickUpInstant(date, time));
}

export function createCheckoutOpener(deps: OpenCheckoutDeps) {
  return async function openCheckout(input: CreatePaymentIntentRequest, address: string): Promise<Result<OpenedCheckout>> {
    const open = await deps.payments.cardsOpen();
    if (!open.ok) return open;
    const { booking, paymentMethodId, amount } = input;
    const request: BookingRequest = { ...booking, payment_method: 'card' };
    // Refused before any money moves: the booking it would pay for could not be made.
    const noDestination = missingMainDestination(request);
    if (noDestination) return fail(400, noDestination);

    const priced = await deps.quotes.priceChosenVehicle(request);
    if (!priced.ok) return priced;
    const price = priced.value;
    if (amount !== price.chargePence) {
      return fail(409, PAYMENT_MESSAGES.intentFailed(PAYMENT_MESSAGES.amountChanged(price.chargePence, price.currencySymbol)));
    }
    const key = request.idempotency_key ?? null;
    if (key && (await deps.bookings.findByIdempotencyKey(key))) return fail(409, KEY_REUSED);

    const checkoutId = newCheckoutId();
    const { vehicle, quantity } = price;
    const hash = requestHash(request);
    const at = deps.now();
    const rowsOf = (registrationData: BookingRequest['registrationData']) =>
      toBookingRows({ ...request, registrationData }, price, { taken: TAKEN_BY_WEBSITE, idempotencyKey: key, requestHash: hash, payment: null, createdAt: at.toISOString() });
    // The company's choice (console, Company page): authorised now and taken when the journey is done, while the authorisation lasts.
    const company = await deps.db.selectFrom('companies').select('card_capture').where('id', '=', vehicle.companyId).executeTakeFirst();
    const captureMethod = captureMethodFor({ setting: company?.card_capture ?? 'at_booking', lastPickUpAt: lastPickUpAt(rowsOf(request.registrationData).booking), now: at });
    const created = await deps.payments.createIntent({
      captureMethod,
      amountPence: price.chargePence,
      currency: price.currencyCode,
      paymentMethodId,
      description: `${vehicle.companyName}: ${vehicle.categoryName} x${quantity}`,
      metadata: {
        checkout_id: checkoutId,
        vehicle_id: String(vehicle.id),
        company_id: String(vehicle.companyId),
        quantity: String(quantity),
        booking_type: request.bookingType,
      },
    });
    if (!created.ok) return created;
    const intent = created.value;

    // As the booking checks the booker: an existing client's password, a new client's email, the
    // new password hashed here (a plain password is never kept). A refusal leaves the intent
    // unconfirmed and not ours: confirming it answers 404 and nothing is charged.
    const plan = await deps.passengers.planBooker(request.selected_passenger, request.registrationData, address);
    if (!plan.ok) return plan;

    const { profile } = plan.value;
    const registrationData = { ...request.registrationData, firstName: profile.firstName, surname: profile.surname, number: profile.phone };
    const rows = rowsOf(registrationData);
    await deps.db.transaction().execute(async (trx) => {
      await deps.payments.recordIntent(trx, intent);
      await deps.repo.insert(
        trx,
        {
          id: checkoutId,
          provider: deps.payments.provider,
          intentId: intent.id,
          companyId: vehicle.companyId,
          bookerEmail: profile.email,
          requestHash: hash,
          amountPence: intent.amountPence,
          currency: intent.currency,
          rows,
          plan: plan.value,
        },
        at,
      );
    });
    return ok({ paymentIntentId: intent.id, amount: intent.amountPence, currency: intent.currency });
  };
}
