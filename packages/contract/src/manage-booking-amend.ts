/**
 * Amending a booking from its manage page: the pickup time, passengers, luggage, extras and flight
 * number of each leg still to come, until the company's cut-off before the pickup. The server prices
 * the amended booking itself (with the tariff version it was booked under); a lower price refunds the
 * difference to the card, a higher one is paid with the card (a card booking) or in the car.
 *
 * Flow: `preview` (nothing changes) → for a card booking that costs more, `payment-intent` for the
 * difference and `confirm-payment-intent` (3-D Secure included) → `amend` with the intent's id.
 */
import { z } from 'zod';
import { okResponse } from './envelope.js';
import { lenient } from './lenient.js';
import { MANAGE_BOOKING_MESSAGES } from './manage-booking-rules.js';
import { amendLegSchema } from './manage-booking-amend-leg.js';
import { managedBookingSchema } from './manage-booking.js';
import { text } from './text.js';

export { amendLegSchema, type AmendLeg } from './manage-booking-amend-leg.js';

/** What the passenger asks for: the outbound leg, and the return when the booking has one. */
const amendChangeFields = {
  token: text(200).min(1, MANAGE_BOOKING_MESSAGES.linkInvalid),
  outbound: amendLegSchema,
  return: amendLegSchema.nullable().default(null),
};

/** POST /api/v1/manage-booking/amend/preview: the new price; nothing changes. */
export const manageBookingAmendPreviewRequestSchema = lenient(z.object(amendChangeFields));
export type ManageBookingAmendPreviewRequest = z.input<typeof manageBookingAmendPreviewRequestSchema>;

/**
 * How the difference is settled: 'none' (same price), 'refund' (to the card), 'card_payment' (the
 * passenger pays the difference by card before the change is made), 'pay_in_car' (the new total is
 * paid to the driver).
 */
export const amendSettlementSchema = z.enum(['none', 'refund', 'card_payment', 'pay_in_car']);
export type AmendSettlement = z.infer<typeof amendSettlementSchema>;

export const amendPreviewSchema = z.object({
  /** The fare now and after the change, pence. */
  old_amount_pence: z.number().int(),
  new_amount_pence: z.number().int(),
  /** new − old: above 0 the passenger pays more, below 0 gets money back. */
  difference_pence: z.number().int(),
  settlement: amendSettlementSchema,
  /** 'Pickup moved to Fri 4 Dec, 09:00', '2 passengers (was 1)'… for the confirmation step. */
  changes: z.array(z.string()),
  currency_symbol: z.string(),
});
export type AmendPreview = z.infer<typeof amendPreviewSchema>;
export const amendPreviewResponseSchema = okResponse(amendPreviewSchema);

/** The new total the page showed: when the price has changed meanwhile the amend is refused (409). */
const expectedAmount = { expected_amount_pence: z.number().int().min(0).max(100_000_000) };

/**
 * POST /api/v1/manage-booking/amend/payment-intent: a card booking that costs more pays the
 * difference first (kept as a checkout of the amendment, so a paid difference always ends in the
 * change or a refund). Confirm it with confirm-payment-intent, then send its id with `amend`.
 */
export const manageBookingAmendIntentRequestSchema = lenient(
  z.object({
    ...amendChangeFields,
    ...expectedAmount,
    paymentMethodId: text(200).min(1),
    /** The difference, pence, as the preview showed it. */
    amount: z.number().int().min(1).max(100_000_000),
  }),
);
export type ManageBookingAmendIntentRequest = z.input<typeof manageBookingAmendIntentRequestSchema>;

/** POST /api/v1/manage-booking/amend: makes the change. */
export const manageBookingAmendRequestSchema = lenient(
  z.object({
    ...amendChangeFields,
    ...expectedAmount,
    /** The confirmed intent that paid the difference (settlement 'card_payment' only). */
    payment_intent_id: text(200).nullable().default(null),
  }),
);
export type ManageBookingAmendRequest = z.input<typeof manageBookingAmendRequestSchema>;

export const manageBookingAmendResultSchema = z.object({
  booking: managedBookingSchema,
  difference_pence: z.number().int(),
  /** Given back to the card, pence. */
  refund_pence: z.number().int(),
  /** Taken by card for the difference, pence. */
  charged_pence: z.number().int(),
});
export type ManageBookingAmendResult = z.infer<typeof manageBookingAmendResultSchema>;
export const manageBookingAmendResponseSchema = okResponse(manageBookingAmendResultSchema);
