/** The lookup form's checks (the contract's reading of a booking number) and its failure messages (pure). */
import { MANAGE_BOOKING_MESSAGES, MESSAGES, normaliseBookingNumber } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';

export interface LookupValues {
  bookingNumber: string;
  email: string;
}

export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

export const LOOKUP_FIELDS: readonly (keyof LookupValues)[] = ['bookingNumber', 'email'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLookup(values: LookupValues): LookupErrors {
  const errors: LookupErrors = {};
  if (normaliseBookingNumber(values.bookingNumber) === null) errors.bookingNumber = MANAGE_BOOKING_MESSAGES.bookingNumber;
  if (values.email.trim() === '') errors.email = 'Enter the email address you booked with';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** No match and too many tries: the server's words. Unreachable or failing server: try later. */
export function lookupFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 429 || error.status === 400)) return error.message;
  return MESSAGES.tryLater;
}
