/**
 * Card pay links (issue 24 §1–§3): staff ask the passenger of a booking to pay by card on the
 * booking's manage page, through a link mailed to them.
 */
import { z } from 'zod';

export const PAY_LINK_MESSAGES = {
  cancelled: 'This booking is cancelled: there is nothing to pay.',
  paidByCard: 'This booking is paid by card already. A dearer change asks for its difference when it is saved.',
  differenceOfCard: 'Only a booking paid by card is asked a difference by card.',
  noEmail: 'This booking has no email address to send a pay link to. Add one to the caller, or take the payment in the car.',
  finished: 'A leg of this booking is finished: take the payment with the driver.',
  busy: 'Another change to this booking’s money is under way. Try again in a moment.',
  noneAwaiting: 'This booking is not awaiting a card payment.',
} as const;

/** 'fare': the whole fare of a booking paid in the car; 'difference': the unpaid difference of a dearer change of a card booking. */
export const payLinkKindSchema = z.enum(['fare', 'difference']);

/** A link awaiting its payment, as sent. */
export const sentPayLinkSchema = z.object({
  booking_id: z.number().int(),
  kind: payLinkKindSchema,
  /** What the passenger is asked to pay, pence. */
  amount_pence: z.number().int().positive(),
  /** When it was first asked (ISO, UTC): sending it again keeps it. */
  asked_at: z.string(),
  /** The mail just queued: to the booker. */
  mailed_to: z.string(),
});
export type SentPayLink = z.infer<typeof sentPayLinkSchema>;

/** A link staff took back: the passenger's link no longer takes a payment, and the fare is paid in the car. */
export const withdrawnPayLinkSchema = z.object({
  booking_id: z.number().int(),
  amount_pence: z.number().int().positive(),
  withdrawn_at: z.string(),
});
export type WithdrawnPayLink = z.infer<typeof withdrawnPayLinkSchema>;
