/**
 * Manage my booking: a passenger opens their booking with the signed link of their confirmation
 * mail (or finds it with its number and their email), sees its status and, once assigned, their
 * driver, and cancels it under the company's terms. The link's token is all the call needs (no
 * account); an expired, forged or unknown token gets one answer.
 */
import { z } from 'zod';
import { cardCaptureSchema } from './card-capture.js';
import { errorResponseSchema, okResponse } from './envelope.js';
import { lenient } from './lenient.js';
import { MANAGE_BOOKING_MESSAGES, normaliseBookingNumber } from './manage-booking-rules.js';
import { amendLegSchema } from './manage-booking-amend-leg.js';
import { jobLegSchema, jobStatusSchema } from './operator/jobs.js';
import { email, text } from './text.js';

const bookingNumber = () =>
  text(40).transform((typed, ctx) => {
    const normal = normaliseBookingNumber(typed);
    if (normal === null) ctx.addIssue({ code: 'custom', message: MANAGE_BOOKING_MESSAGES.bookingNumber });
    return normal ?? typed;
  });

/** A link's token as sent: its checks are the signature's, so anything else is just not valid (404). */
const token = () => text(200).min(1, MANAGE_BOOKING_MESSAGES.linkInvalid);

/** POST /api/v1/manage-booking/lookup. */
const lookupFields = z.object({ booking_number: bookingNumber(), email: email() });
export const manageBookingLookupRequestSchema = lenient(lookupFields);
export type ManageBookingLookupRequest = z.input<typeof lookupFields>;

/** The booking's link token: open `manageBookingPagePath(token)`. */
export const manageBookingTokenSchema = z.object({ token: z.string() });
export type ManageBookingToken = z.infer<typeof manageBookingTokenSchema>;
export const manageBookingTokenResponseSchema = okResponse(manageBookingTokenSchema);

/** GET /api/v1/manage-booking/booking?token=… */
export const manageBookingQuerySchema = z.object({ token: token() });

/** GET /api/v1/passenger/bookings/{booking_id}/manage-link: a signed-in client's own booking. */
export const manageLinkParamsSchema = z.object({ booking_id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const managedLegSchema = z.object({
  leg: jobLegSchema,
  status: jobStatusSchema,
  status_label: z.string(),
  /** The pickup instant, ISO 8601 UTC. */
  pick_up_at: z.string(),
  /** 'Thu 3 Dec, 10:30' in London time. */
  pick_up_text: z.string(),
  from_address: z.string(),
  to_address: z.string().nullable(),
  flight_no: z.string().nullable(),
  passengers: z.number().int(),
  luggage: z.number().int(),
  hand_luggage: z.number().int(),
  /** 'Meet and greet', '1 baby seat', '10 minutes waiting'… */
  extras: z.array(z.string()),
  /** Only once a driver is assigned (and until the leg is cancelled); never the driver's own phone. */
  driver: z.object({ name: z.string(), vehicle: z.string(), registration: z.string() }).nullable(),
  /**
   * The leg as the amend form starts from it (London date and 12-hour time, raw extras); null when
   * this leg can no longer be amended (it has started, finished or been cancelled).
   */
  amendable: amendLegSchema.nullable(),
});
export type ManagedLeg = z.infer<typeof managedLegSchema>;

export const managedCancellationSchema = z.object({
  /** Whether the passenger may cancel now; `blocked` says why not. */
  possible: z.boolean(),
  blocked: z.string().nullable(),
  /** 'Free cancellation until Tue 24 Nov, 14:30. After that a fee of 50% applies.' */
  terms: z.string(),
  /** ISO 8601 UTC: the last instant a cancellation is free. */
  free_until: z.string(),
  fee_percent: z.number().int(),
  /** What cancelling now costs, pence: send it back with the cancel. */
  fee_pence: z.number().int(),
  /** What cancelling now gives back to the card, pence (0 when paid in the car). */
  refund_pence: z.number().int(),
});
export type ManagedCancellation = z.infer<typeof managedCancellationSchema>;

export const managedAmendmentSchema = z.object({
  /** Whether the passenger may amend now; `blocked` says why not. */
  possible: z.boolean(),
  blocked: z.string().nullable(),
  /** ISO 8601 UTC: the last instant an amendment is taken online (the cut-off before the first pickup to come). */
  until: z.string().nullable(),
  /** 'Changes can be made online until Tue 24 Nov, 02:30.' */
  terms: z.string(),
});
export type ManagedAmendment = z.infer<typeof managedAmendmentSchema>;

/** A card payment the company asked for by a pay link (console), which this page takes; null when none awaits. */
export const managedAwaitingPaymentSchema = z.object({
  /** 'fare': the whole fare (the booking was to be paid in the car); 'difference': what a dearer change by the company added. */
  kind: z.enum(['fare', 'difference']),
  amount_pence: z.number().int().positive(),
  /** ISO 8601 UTC. */
  asked_at: z.string(),
});
export type ManagedAwaitingPayment = z.infer<typeof managedAwaitingPaymentSchema>;

/** The passenger's texts about the ride: on or off, the number they go to, and whether the page may switch them. */
export const managedTextMessagesSchema = z.object({
  on: z.boolean(),
  /** E.164: where texts go, or would go if switched on; null when no number we can text is known. */
  number: z.string().nullable(),
  /** Why the switch is not offered now (cancelled, ended, no number); null when it is. */
  blocked: z.string().nullable(),
});
export type ManagedTextMessages = z.infer<typeof managedTextMessagesSchema>;

export const managedBookingSchema = z.object({
  booking_number: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  ride_type: z.enum(['Q', 'H']),
  /** '4hour' … '24hour' for an hourly hire. */
  hourly_duration: z.string().nullable(),
  stops: z.array(z.string()),
  legs: z.array(managedLegSchema),
  vehicle_category: z.string(),
  vehicle_quantity: z.number().int(),
  passenger_name: z.string(),
  payment_method: z.enum(['car', 'card']),
  currency_symbol: z.string(),
  /** The fare, pence. */
  amount_pence: z.number().int(),
  /** Taken by card, pence (0 when paid in the car). */
  paid_pence: z.number().int(),
  refunded_pence: z.number().int(),
  refunds: z.array(z.object({ amount_pence: z.number().int(), status: z.string(), created_at: z.string() })),
  company: z.object({ name: z.string(), phone: z.string() }),
  /** ISO 8601 UTC, once every leg is cancelled. */
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['passenger', 'operator']).nullable(),
  cancellation: managedCancellationSchema,
  amendment: managedAmendmentSchema,
  /** A card payment authorised at booking and taken when the journey is completed; null when charged at booking (or paid in the car). */
  card_capture: cardCaptureSchema.nullable(),
  awaiting_payment: managedAwaitingPaymentSchema.nullable(),
  text_messages: managedTextMessagesSchema,
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;
export const managedBookingResponseSchema = okResponse(managedBookingSchema);

/** POST /api/v1/manage-booking/cancel. */
const cancelFields = z.object({
  token: token(),
  /** The fee the page showed, pence: when it has changed meanwhile the cancel is refused (409). */
  fee_pence: z.number().int().min(0).max(100_000_000),
});
export const manageBookingCancelRequestSchema = lenient(cancelFields);
export type ManageBookingCancelRequest = z.input<typeof cancelFields>;

export const manageBookingCancelResultSchema = z.object({
  booking: managedBookingSchema,
  fee_pence: z.number().int(),
  refund_pence: z.number().int(),
});
export type ManageBookingCancelResult = z.infer<typeof manageBookingCancelResultSchema>;
export const manageBookingCancelResponseSchema = okResponse(manageBookingCancelResultSchema);

/**
 * A cancellation's or a change's refusal: the message, and for a 409 the booking as it is now (another
 * change, cancellation or refund of it won, or is being made), so the page can show what happened.
 */
export const manageBookingErrorResponseSchema = errorResponseSchema.extend({ booking: managedBookingSchema.optional() });
export type ManageBookingErrorResponse = z.infer<typeof manageBookingErrorResponseSchema>;

/** POST /api/v1/manage-booking/pay/payment-intent: opens the card payment of the awaited pay link. */
export const manageBookingPayIntentRequestSchema = lenient(
  z.object({
    token: token(),
    paymentMethodId: text(200).min(1),
    /** The amount the page showed, pence: another is refused (409) rather than charged. */
    amount: z.number().int().min(1).max(100_000_000),
  }),
);
export type ManageBookingPayIntentRequest = z.input<typeof manageBookingPayIntentRequestSchema>;

/** POST /api/v1/manage-booking/pay: keeps the confirmed payment; answers the booking as it is now. */
export const manageBookingPayRequestSchema = lenient(z.object({ token: token(), payment_intent_id: text(200).min(1) }));
export type ManageBookingPayRequest = z.input<typeof manageBookingPayRequestSchema>;

/** POST /api/v1/manage-booking/text-messages: switches the passenger's texts off, or on again to the number known. */
const textMessagesFields = z.object({ token: token(), text_messages: z.boolean() });
export const manageBookingTextMessagesRequestSchema = lenient(textMessagesFields);
export type ManageBookingTextMessagesRequest = z.input<typeof textMessagesFields>;
