/** The website's API: A passenger's own booking by its signed link. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { createPaymentIntentResponseSchema } from '../payments.js';
import { manageBookingCancelRequestSchema, manageBookingPayIntentRequestSchema, manageBookingPayRequestSchema, manageBookingCancelResponseSchema, manageBookingErrorResponseSchema, manageBookingLookupRequestSchema, manageBookingQuerySchema, manageBookingTextMessagesRequestSchema, manageBookingTokenResponseSchema, managedBookingResponseSchema } from '../manage-booking.js';
import { amendPreviewResponseSchema, manageBookingAmendIntentRequestSchema, manageBookingAmendPreviewRequestSchema, manageBookingAmendRequestSchema, manageBookingAmendResponseSchema } from '../manage-booking-amend.js';

export const MANAGE_BOOKING_OPERATIONS = /* @__PURE__ */ defineOperations({
  lookupManagedBooking: {
    method: 'post',
    path: '/api/v1/manage-booking/lookup',
    auth: 'keys',
    body: named('ManageBookingLookupRequest', manageBookingLookupRequestSchema),
    success: { status: 200, body: named('ManageBookingTokenResponse', manageBookingTokenResponseSchema) },
    limits: ['bookingLookups', 'bookingLookupsPerNumber'],
  },
  getManagedBooking: {
    method: 'get',
    path: '/api/v1/manage-booking/booking',
    auth: 'keys',
    query: manageBookingQuerySchema,
    success: { status: 200, body: named('ManagedBookingResponse', managedBookingResponseSchema) },
  },
  cancelManagedBooking: {
    method: 'post',
    path: '/api/v1/manage-booking/cancel',
    auth: 'keys',
    body: named('ManageBookingCancelRequest', manageBookingCancelRequestSchema),
    success: { status: 200, body: named('ManageBookingCancelResponse', manageBookingCancelResponseSchema) },
    limits: ['bookingChanges'],
  },
  previewBookingAmendment: {
    method: 'post',
    path: '/api/v1/manage-booking/amend/preview',
    auth: 'keys',
    body: named('ManageBookingAmendPreviewRequest', manageBookingAmendPreviewRequestSchema),
    success: { status: 200, body: named('AmendPreviewResponse', amendPreviewResponseSchema) },
    limits: ['bookingChanges'],
  },
  createBookingAmendmentIntent: {
    method: 'post',
    path: '/api/v1/manage-booking/amend/payment-intent',
    auth: 'keys',
    body: named('ManageBookingAmendIntentRequest', manageBookingAmendIntentRequestSchema),
    success: { status: 200, body: named('CreatePaymentIntentResponse', createPaymentIntentResponseSchema) },
    limits: ['bookingChanges'],
  },
  amendManagedBooking: {
    method: 'post',
    path: '/api/v1/manage-booking/amend',
    auth: 'keys',
    body: named('ManageBookingAmendRequest', manageBookingAmendRequestSchema),
    success: { status: 200, body: named('ManageBookingAmendResponse', manageBookingAmendResponseSchema) },
    limits: ['bookingChanges'],
  },
  createPayLinkIntent: {
    method: 'post',
    path: '/api/v1/manage-booking/pay/payment-intent',
    auth: 'keys',
    body: named('ManageBookingPayIntentRequest', manageBookingPayIntentRequestSchema),
    success: { status: 200, body: named('CreatePaymentIntentResponse', createPaymentIntentResponseSchema) },
    limits: ['bookingChanges'],
  },
  payManagedBooking: {
    method: 'post',
    path: '/api/v1/manage-booking/pay',
    auth: 'keys',
    body: named('ManageBookingPayRequest', manageBookingPayRequestSchema),
    success: { status: 200, body: named('ManagedBookingResponse', managedBookingResponseSchema) },
    limits: ['bookingChanges'],
  },
  setManagedBookingTexts: {
    method: 'post',
    path: '/api/v1/manage-booking/text-messages',
    auth: 'keys',
    body: named('ManageBookingTextMessagesRequest', manageBookingTextMessagesRequestSchema),
    success: { status: 200, body: named('ManagedBookingResponse', managedBookingResponseSchema) },
    limits: ['bookingChanges'],
  },
});

export const MANAGE_BOOKING_DOCS = /* @__PURE__ */ defineDocs(MANAGE_BOOKING_OPERATIONS, {
  lookupManagedBooking: {
    tag: 'Manage booking',
    summary: 'Find a booking by its number and email',
    description:
      "The booking's token for its number and the booker's or the travelling passenger's email. A wrong number and a wrong email get the same 404. The number is read as people type it (any case, with or without 'KB-' and dashes).",
    success: { description: "The booking's token." },
    errors: { 404: 'No booking has this number and email.' },
  },
  getManagedBooking: {
    tag: 'Manage booking',
    summary: 'A booking, by its token',
    description:
      "Each leg's status, pickup in London time, party and extras; the driver's name, vehicle and registration once assigned (never the driver's phone); the company's phone; what was paid and refunded; the cancellation terms and what cancelling now would cost.",
    success: { description: 'The booking.' },
    errors: { 404: 'The token has expired, is not valid, or its booking is gone.' },
  },
  cancelManagedBooking: {
    tag: 'Manage booking',
    summary: 'Cancel a booking, by its token',
    description:
      "Cancels every leg still to come under the company's terms: a card payment is refunded less the fee through the card provider first (its refusal changes nothing), then recorded; the passenger and the company are mailed. Send the `fee_pence` the page showed: a fee that changed meanwhile is a 409, not a surprise. One movement of a booking's money at a time: a cancellation, a change and a refund of one booking never interleave.",
    success: { description: 'Cancelled: the booking as it is now, the fee and the refund.' },
    errorBody: named('ManageBookingErrorResponse', manageBookingErrorResponseSchema),
    errors: {
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'Already cancelled, already taken place (in part), the pickup time has passed, the fee has changed (the message says the new fee), or a change or refund of the booking is being made at this moment. Nothing was refunded; the answer also carries `booking`, the booking as it is now.',
      422: 'The card provider refused the refund (its words); nothing changed.',
      503: 'The card provider is unavailable; nothing changed.',
    },
  },
  previewBookingAmendment: {
    tag: 'Manage booking',
    summary: 'The new price of an amended booking, by its token',
    description:
      "Checks the changes (pickup times, party, luggage, extras, flight numbers of the legs still to come) as a new booking's would be checked, and prices the amended booking with the tariff version it was booked under. Nothing changes. `settlement` says how the difference is settled: none, refunded to the card, paid by card first, or paid in the car.",
    success: { description: 'The old and new price, the difference and the changes in words.' },
    errors: {
      400: 'The body is invalid.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: "Too close to the pickup (the company's cut-off), or the booking can no longer be changed online.",
      422: 'Nothing changed, or the new pickup breaks a booking rule (too soon, return before the outbound, vehicle too small).',
      503: 'Address lookup is unavailable.',
    },
  },
  createBookingAmendmentIntent: {
    tag: 'Manage booking',
    summary: 'A payment intent for the difference of an amendment',
    description:
      'For a card booking whose amendment costs more: the server prices the change again, refuses an `amount` that is not the difference (409), creates the intent and keeps the amendment with it, so a paid difference always ends in the change or in a refund (the webhook, the sandbox event and the reconciler apply it if the page closes). Confirm it with confirm-payment-intent (3-D Secure included), then send its id to amend.',
    success: { description: 'The payment intent.' },
    errors: {
      400: 'The body is invalid.',
      402: 'The card was declined.',
      403: 'Card payments are switched off.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'The amount or the new price changed, the booking cannot be changed, or the change costs nothing more by card.',
      422: 'Nothing changed, or the new pickup breaks a booking rule.',
      503: 'The card provider or address lookup is unavailable.',
    },
  },
  amendManagedBooking: {
    tag: 'Manage booking',
    summary: 'Amend a booking, by its token',
    description:
      "Makes the change: the new price must be the `expected_amount_pence` the page showed (409 otherwise, nothing changes). A lower price is refunded to the card(s) through the provider first; a higher one on a card booking needs `payment_intent_id`, a succeeded intent made by amend/payment-intent for this booking and these changes. The jobs on the board, the audit log and both mails follow in one transaction; the boards hear job.updated.",
    success: { description: 'Amended: the booking as it is now, the difference, the refund or charge.' },
    errorBody: named('ManageBookingErrorResponse', manageBookingErrorResponseSchema),
    errors: {
      400: 'The body is invalid.',
      402: 'The difference has not been paid (no intent, or it did not succeed).',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'Past the cut-off, the booking cannot be changed, the price changed (the message says the new total), the payment was made for another booking or change, or the booking was cancelled, changed or refunded meanwhile (a paid difference is then refunded, and the message says so). Nothing else was refunded or charged; the answer also carries `booking`, the booking as it is now.',
      422: 'Nothing changed, the new pickup breaks a booking rule, or the card provider refused the refund.',
      503: 'The card provider or address lookup is unavailable; nothing changed.',
    },
  },
  createPayLinkIntent: {
    tag: 'Manage booking',
    summary: 'A payment intent for the card payment the company asked for',
    description:
      "When the company asked this booking's passenger to pay by card (a pay link, sent from the console), `awaiting_payment` of the booking says how much. This creates the intent for exactly that amount (another `amount` is a 409) and keeps it with the request, so a payment always ends kept or refunded in full (the webhook, the sandbox event and the reconciler finish it if the page closes). Confirm it with confirm-payment-intent (3-D Secure included), then send its id to pay.",
    success: { description: 'The payment intent.' },
    errors: {
      400: 'The body is invalid.',
      402: 'The card was declined.',
      403: 'Card payments are switched off.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'Nothing is awaited by card now (withdrawn, already paid, the booking changed or was cancelled), or the amount changed.',
      503: 'The card provider is unavailable.',
    },
  },
  setManagedBookingTexts: {
    tag: 'Manage booking',
    summary: "Switch the passenger's text messages off or on, by its token",
    description:
      "Texts about the ride go to `text_messages.number` of the booking (the travelling passenger's mobile). Off stops the texts still to come; on again needs a number we can text, kept from the booking. Audited as the passenger's change. Sent twice, the same answer.",
    success: { description: 'The booking as it is now.' },
    errors: {
      400: 'The body is invalid.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'The booking is cancelled or its journey has ended.',
      422: 'Switching on, but no mobile number we can text is known for the booking.',
    },
  },
  payManagedBooking: {
    tag: 'Manage booking',
    summary: 'Keep the card payment the company asked for',
    description:
      "With a succeeded intent made by pay/payment-intent for this booking: the payment is kept under the booking's lock (the whole fare becomes the booking's card payment; a change's difference one more of its payments), audited, and confirmed to the passenger by mail; the boards hear job.updated. Sent twice, the same answer. A payment that no longer fits (the link withdrawn, the booking changed or cancelled meanwhile) is refunded in full and answered 409 saying so.",
    success: { description: 'Kept: the booking as it is now.' },
    errors: {
      400: 'The body is invalid.',
      402: 'The payment has not succeeded yet.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'The payment was made for another booking, or it no longer fits and was refunded (the message says so).',
      503: 'The card provider is unavailable; the payment is finished later.',
    },
  },
});
