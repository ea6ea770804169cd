/**
 * Manage my booking's words and rules that need no schema (the website's bundles stay free of
 * zod): the messages, reading a booking number, a leg's status for passengers.
 */
import type { JobStatus } from './operator/jobs.js';

export const MANAGE_BOOKING_MESSAGES = {
  /** Every token we cannot honour: expired, forged, altered, or for a booking that is gone. */
  linkInvalid: 'This link has expired or is not valid. Find your booking with its number and your email.',
  /** A wrong number and a wrong email get the same answer. */
  notFound: 'We could not find a booking with this number and email. Check both against your confirmation email.',
  bookingNumber: 'Enter the booking number from your confirmation email, e.g. KB-7Q4M-2XHD',
  alreadyCancelled: 'This booking is already cancelled.',
  completed: 'This booking has already taken place, so it can no longer be cancelled.',
  partlyUsed: (company: string, phone: string) => `Part of this booking has already taken place, so it cannot be cancelled online. To change the rest, call ${company}${phone ? ` on ${phone}` : ''}.`,
  pickupPassed: (company: string, phone: string) => `The pickup time has passed, so this booking can no longer be cancelled online. Please call ${company}${phone ? ` on ${phone}` : ''}.`,
  amendCutoffPassed: (company: string, phone: string) => `It is too close to the pickup to change this booking online. Please call ${company}${phone ? ` on ${phone}` : ''}.`,
  amendNotPossible: (company: string, phone: string) => `This booking can no longer be changed online. Please call ${company}${phone ? ` on ${phone}` : ''}.`,
  amendPriceChanged: (total: string) => `The new price is now ${total}. Check it and confirm again if you still want the change.`,
  amendNothingChanged: 'Nothing has changed. Change a time, a passenger count or an extra first.',
  amendPaymentMissing: 'Pay the difference by card to make this change.',
  feeChanged: (fee: string) => `The cancellation fee is now ${fee}. Check the new amounts and cancel again if you still want to.`,
  /** Another change, cancellation or refund of this booking is being made at the same moment (one at a time per booking). */
  moneyBusy: 'This booking is being changed at this moment, so nothing was done and nothing was charged or refunded. The booking is shown as it is now: check it and try again if you still want to.',
  /** The pay link's payment (a company's request to pay by card). */
  payNothingAwaited: 'There is nothing to pay by card for this booking now. If you were sent a link, the company may have withdrawn it or the booking changed: call them if in doubt.',
  payAmountChanged: (amount: string) => `The amount to pay is now ${amount}. Check it and pay again.`,
  payNotThisPayment: 'This payment was not made for this booking. Nothing was taken for it.',
  payRefunded: (amount: string) => `Your payment of ${amount} could not be used: the booking changed or the company withdrew its request meanwhile, so it has been refunded in full to your card.`,
  payRecording: 'Your payment went through and is being recorded. Reload this page in a minute to see it.',
  payNotCompleted: 'The payment has not gone through yet. Wait a moment and reload this page.',
} as const;

/** Crockford's base32 as booking numbers use it (no I, L, O or U). */
const REFERENCE_CHARACTER = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A booking number as people type or read it out: any case, with or without 'KB' and dashes or
 * spaces, O for 0 and I or L for 1 → 'KB-7Q4M-2XHD'; null when it cannot be one.
 */
export function normaliseBookingNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s\-_.]/g, '');
  const body = (compact.startsWith('KB') && compact.length === 10 ? compact.slice(2) : compact).replace(/O/g, '0').replace(/[IL]/g, '1');
  return REFERENCE_CHARACTER.test(body) ? `KB-${body.slice(0, 4)}-${body.slice(4)}` : null;
}

/** A leg's status in the passenger's words. */
export const LEG_STATUS_LABELS: Record<JobStatus, string> = {
  new: 'Booked',
  accepted: 'Accepted by the company',
  driver_assigned: 'Driver assigned',
  on_the_way: 'Driver on the way',
  arrived: 'Driver waiting at the pick-up',
  passenger_on_board: 'Journey under way',
  completed: 'Completed',
  no_show: 'Missed pickup',
  cancelled: 'Cancelled',
};

