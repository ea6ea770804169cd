/** The website's API: Making a booking, and checking a returning client before it; a booking's receipt by its link. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { z } from 'zod';
import { bookingRequestSchema, bookingResponseSchema, checkPassengerEmailSchema } from '../bookings.js';
import { bookingReceiptQuerySchema } from '../accounts.js';
import { successOnlyResponseSchema } from '../api-responses.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** As apps/api/src/modules/bookings/request-identity.ts checks it. */
const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/);

export const BOOKINGS_OPERATIONS = /* @__PURE__ */ defineOperations({
  createBooking: {
    method: 'post',
    path: '/api/v1/booking',
    auth: 'keys',
    body: named('BookingRequest', bookingRequestSchema),
    success: { status: 200, body: named('BookingResponse', bookingResponseSchema) },
    limits: ['bookings', 'paymentSteps', 'passwordsPerAddress', 'passwordsPerEmail', 'accountProbes'],
  },
  checkPassengerEmail: {
    method: 'post',
    path: '/api/v1/check-passenger-email',
    auth: 'keys',
    body: named('CheckPassengerEmailRequest', checkPassengerEmailSchema),
    success: { status: 200, body: named('SuccessResponse', successOnlyResponseSchema) },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  getBookingReceipt: {
    method: 'get',
    path: '/api/v1/manage-booking/receipt',
    auth: 'link-token',
    query: bookingReceiptQuerySchema,
    success: { status: 200, html: true },
  },
});

export const BOOKINGS_DOCS = /* @__PURE__ */ defineDocs(BOOKINGS_OPERATIONS, {
  createBooking: {
    tag: 'Bookings',
    summary: 'Book a vehicle',
    description:
      'Books the chosen vehicle for the mileage form or the hourly form that `bookingType` names. The server prices the journey again and refuses a `final_price` that no longer matches (409). ' +
      'A guest books with contact details only (when the operator allows guests); a new client also sets a password; an existing client gives theirs. ' +
      'Paying by card needs the `paymentId` of a succeeded payment (see Payments): the booking is the one that payment was started for, so the request must be the same one (apart from its payment fields and key) and the amount booked is the amount paid. If this call never comes (the page closed), the payment still makes that booking. ' +
      `Send one \`${IDEMPOTENCY_KEY_HEADER}\` per booking attempt (or \`idempotency_key\` in the body): a retried request with the same key gets the same booking back, with the \`idempotent-replayed: true\` header, and never books twice.`,
    headers: [
      {
        name: IDEMPOTENCY_KEY_HEADER,
        required: false,
        description: 'One key per booking attempt, 8 to 100 visible ASCII characters (a UUID is fine). Must equal `idempotency_key` when both are sent.',
        schema: idempotencyKeySchema,
      },
    ],
    success: { description: 'The booking (a replay answers the booking the key made).', headers: { 'idempotent-replayed': '`true` when the answer is the booking an earlier request with the same key made.' } },
    errors: {
      401: 'Missing or invalid key headers, or an existing client\'s email and password do not match.',
      402: 'The card payment did not succeed, or is not one this server took.',
      403: "Guest booking is switched off (sign in or create an account), or a card booking without a completed payment while card payments are off (SHOWCARD is not 'yes').",
      409: 'The price changed (choose the vehicle again), the key was used for a different booking, the payment paid for or was started for another booking, the paid booking could not be made and the payment was refunded, or a new client\'s email already has an account.',
      422: 'The vehicle is no longer offered for this journey, cannot take the whole party (passengers, luggage and hand luggage in one vehicle), or the journey cannot be priced (see the price calls).',
      503: 'Address lookup or the card provider is unavailable.',
    },
  },
  checkPassengerEmail: {
    tag: 'Bookings',
    summary: "Check an existing client's email and password",
    description: 'Before an existing client books: succeeds when the email has an account and the password is right. An unknown email and a wrong password get the same answer.',
    success: { description: 'Email and password match.' },
    errors: { 401: 'Missing or invalid key headers, or the email and password do not match an account.' },
  },
  getBookingReceipt: {
    tag: 'Bookings',
    summary: "A booking's receipt by its link",
    description:
      "The printable receipt (an HTML page that loads and runs nothing) of the booking the link token names, as linked from the booking's confirmation mail: the company, the journey, the price lines, the payment and refunds, and VAT lines when the company has a VAT number. " +
      'No key headers: a browser opens it. A failure is the JSON error envelope, or a short page saying so to a browser that asks for `text/html`.',
    success: { description: 'The receipt page.' },
    errors: { 404: 'The link is not valid or has expired, or its booking is gone.' },
  },
});
