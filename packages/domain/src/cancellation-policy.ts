/**
 * A passenger cancelling their own booking, under their company's terms, as pure rules: free until
 * `freeHours` before the pickup, later a fee of `lateFeePercent` of the fare. A card payment is
 * refunded less the fee (never more than is still held); a booking paid in the car has nothing to
 * refund, and a late fee is owed to the company.
 */
import { roundHalfUp } from './money.js';
import { formatLondonDayTime } from './time-format.js';

export interface CancellationTerms {
  freeHours: number;
  /** 0 to 100. */
  lateFeePercent: number;
}

export interface CancellationCharge {
  /** The last instant a cancellation is free (the pickup itself when the window is 0 hours). */
  freeUntil: Date;
  /** Now is past freeUntil and the terms have a fee. */
  late: boolean;
  feePence: number;
  /** What goes back to the card: what is still held, less the fee. 0 for a booking paid in the car. */
  refundPence: number;
}

const MS_PER_HOUR = 3_600_000;

export function cancellationCharge(input: {
  terms: CancellationTerms;
  /** The first pickup still to come. */
  pickupAt: Date;
  now: Date;
  /** The booking's fare, pence. */
  farePence: number;
  /** Card payments: paid less already refunded, pence; 0 when paid in the car. */
  refundablePence: number;
}): CancellationCharge {
  const { terms } = input;
  const freeUntil = new Date(input.pickupAt.getTime() - Math.max(0, terms.freeHours) * MS_PER_HOUR);
  const percent = Math.min(100, Math.max(0, terms.lateFeePercent));
  const late = percent > 0 && input.now.getTime() > freeUntil.getTime();
  const feePence = late ? roundHalfUp((input.farePence * percent) / 100) : 0;
  return { freeUntil, late, feePence, refundPence: Math.max(0, input.refundablePence - feePence) };
}

/**
 * The terms in words: 'Free cancellation until Tue 24 Nov, 14:30. After that a fee of 50% applies.'
 * (London time; the year only when it is not this year's).
 */
export function cancellationTermsText(terms: CancellationTerms, freeUntil: Date, now: Date): string {
  if (terms.lateFeePercent <= 0 || terms.freeHours <= 0) return 'Free cancellation until the pickup time.';
  return `Free cancellation until ${formatLondonDayTime(freeUntil, now)}. After that a fee of ${terms.lateFeePercent}% applies.`;
}

/**
 * The terms as a rule, for a mail written before any instant is at stake: 'Free until 24 hours
 * before the pickup, then a fee of 50% of the fare'. The words come from the company's settings,
 * never from its free-text policy, so that they say what cancelling will cost (issue 27 §7).
 */
export function cancellationTermsRule(terms: CancellationTerms): string {
  if (terms.lateFeePercent <= 0 || terms.freeHours <= 0) return 'Free until the pickup time';
  return `Free until ${terms.freeHours} ${terms.freeHours === 1 ? 'hour' : 'hours'} before the pickup, then a fee of ${terms.lateFeePercent}% of the fare`;
}
