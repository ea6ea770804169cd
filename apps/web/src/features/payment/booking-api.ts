/** Saving a booking and fetching the card key: reads the stored journey, talks to the API. */
import { WEBSITE_ROUTES, type Booking, type PaymentMethod } from '@kerbside/contract';
import { call, ApiError } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';
import { attemptFor, newAttemptKey } from './attempt-key';
import {
  bookingFingerprint,
  bookingRequest,
  buildBookingDraft,
  type BookingDraft,
  type CardPaymentIds,
  type DraftResult,
} from './booking-request';

export function readBookingDraft(): DraftResult {
  return buildBookingDraft({
    vehicle: readStored('selectedVehicleData'),
    // The vehicle was priced for this type, even if the home tab has changed since.
    bookingType: readStored('priceDetails')?.bookingType ?? readStored('BookingType'),
    bookingForm: readStored('bookingForm'),
    hourlyRateForm: readStored('hourlyRateForm'),
    registration: readStored('registrationData'),
    mode: readStored('registrationMode'),
  });
}

/**
 * POST /booking. The idempotency key is stored before the request, so a retry after a lost
 * answer, a double click or a reload sends the same key and the server books once.
 */
export async function submitBooking(method: PaymentMethod, payment?: CardPaymentIds): Promise<Booking> {
  const result = readBookingDraft();
  if (!result.ok) throw new ApiError(result.message, 0);
  // A card booking belongs to one payment: another payment is another attempt (the server would
  // refuse a key reused with a different request).
  const fingerprint = `${bookingFingerprint(result.draft, method)}${payment ? `:${payment.paymentId}` : ''}`;
  const attempt = attemptFor(fingerprint, readStored('bookingAttempt'), newAttemptKey);
  writeStored('bookingAttempt', attempt);
  const response = await call(WEBSITE_ROUTES.createBooking, { body: bookingRequest(result.draft, method, attempt.key, payment) });
  return response.data.booking;
}

export type CardBookingResult = { ok: true; booking: BookingDraft; fingerprint: string } | { ok: false; message: string };

/**
 * What the card pays for (the whole booking request but its payment fields: the server keeps it
 * with the payment), and the fingerprint that ties a succeeded payment to this booking.
 */
export function readCardBooking(): CardBookingResult {
  const result = readBookingDraft();
  if (!result.ok) return result;
  return { ok: true, booking: result.draft, fingerprint: bookingFingerprint(result.draft, 'card') };
}

/** The card provider's publishable key (GET /secret_key). */
export async function fetchCardKey(): Promise<string> {
  const response = await call(WEBSITE_ROUTES.getPaymentConfig);
  return response.data.publishableKey;
}
