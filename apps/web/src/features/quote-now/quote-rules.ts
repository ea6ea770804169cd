/** Checks before SEND (spec §5) and the quote email payload (spec §3). The server checks again. */
import { LIMITS, type QuoteRequest } from '@kerbside/contract';
import { isValidIsoDate } from '@kerbside/domain';
import type { QuoteValues } from './quote-values';

export type QuoteField = 'date' | 'time' | 'email' | 'phone' | 'passengers' | 'luggages';
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** Screen order, for moving focus to the first field with an error. */
export const QUOTE_FIELD_ORDER: readonly QuoteField[] = ['date', 'time', 'email', 'phone', 'passengers', 'luggages'];

export const QUOTE_ERRORS = {
  dateMissing: 'Choose a date',
  datePast: 'The date cannot be in the past',
  timeMissing: 'Choose a time',
  emailMissing: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  phoneMissing: 'Enter your telephone number',
  phoneCharacters: 'Use digits, + and spaces only',
  phoneLength: 'Enter a telephone number of 5 to 30 characters',
  passengers: `Passengers must be ${LIMITS.quoteForm.passengers.min} to ${LIMITS.quoteForm.passengers.max}`,
  luggages: `Luggage must be ${LIMITS.quoteForm.luggages.min} to ${LIMITS.quoteForm.luggages.max}`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+ ]+$/;
const TIME_24 = /^([01]\d|2[0-3]):[0-5]\d$/;

const within = (n: number, range: { min: number; max: number }) =>
  Number.isInteger(n) && n >= range.min && n <= range.max;

export function validateQuote(values: QuoteValues, today: string): QuoteErrors {
  const errors: QuoteErrors = {};
  if (!isValidIsoDate(values.date)) errors.date = QUOTE_ERRORS.dateMissing;
  else if (values.date < today) errors.date = QUOTE_ERRORS.datePast;
  if (!TIME_24.test(values.time)) errors.time = QUOTE_ERRORS.timeMissing;

  const email = values.email.trim();
  if (!email) errors.email = QUOTE_ERRORS.emailMissing;
  else if (!EMAIL.test(email)) errors.email = QUOTE_ERRORS.emailInvalid;

  const phone = values.phone.trim();
  if (!phone) errors.phone = QUOTE_ERRORS.phoneMissing;
  else if (!PHONE.test(phone)) errors.phone = QUOTE_ERRORS.phoneCharacters;
  else if (phone.length < 5 || phone.length > 30) errors.phone = QUOTE_ERRORS.phoneLength;

  if (!within(values.passengers, LIMITS.quoteForm.passengers)) errors.passengers = QUOTE_ERRORS.passengers;
  if (!within(values.luggages, LIMITS.quoteForm.luggages)) errors.luggages = QUOTE_ERRORS.luggages;
  return errors;
}

/** Spaces inside a telephone number are kept (people write 020 7946 0000); runs are collapsed. */
export function buildQuotePayload(values: QuoteValues): QuoteRequest {
  return {
    pickup_address: values.pickup.trim(),
    dropoff_address: values.dropoff.trim(),
    pickup_date: values.date,
    pickup_time: values.time,
    passenger_email: values.email.trim(),
    passenger_phone: values.phone.trim().replace(/\s+/g, ' '),
    passenger_name: values.name.trim(),
    additional_info: values.comments.trim(),
    passengers: values.passengers,
    luggages: values.luggages,
  };
}
