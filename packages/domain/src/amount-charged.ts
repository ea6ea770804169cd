/**
 * The amount charged for a priced quote: the one place the site-wide rounding (the ROUND_OFF
 * setting, spec §9) is applied. The website's checkout, the bookings and payments the server
 * makes, the console's price check and every screen, export, receipt and mail that shows a
 * booking's amount use it, so they all show the same figure.
 *
 * A tariff's own rounding (Tariff.rounding) is not this: it is a line of the quote itself, and
 * the site-wide rounding, when on, is applied after it, to the whole of the quantity.
 */
import { roundTotal } from './pricing-rounding.js';

/** What the rounding line of an amount charged is called on every screen, receipt and mail. */
export const WHOLE_POUNDS_ROUNDING_LABEL = 'Rounded to whole pounds';

/** A priced quote as it is charged: pence throughout; exactPence + roundingPence = chargedPence. */
export interface AmountCharged {
  /** The quote's price of one vehicle (its lines' sum, the tariff's own rounding included). */
  unitPence: number;
  quantity: number;
  /** unitPence × quantity. */
  exactPence: number;
  /** What the site-wide rounding adds (negative: takes off); 0 when it is off or changes nothing. */
  roundingPence: number;
  chargedPence: number;
}

function checkPence(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of pence of at least ${min}: ${value}`);
}

/**
 * The amount charged for `quantity` vehicles of a quote priced `unitPence` each: the exact total,
 * rounded half up to whole pounds when the site rounds (`wholePounds`, the ROUND_OFF setting).
 */
export function amountCharged(quote: { unitPence: number; quantity: number }, wholePounds: boolean): AmountCharged {
  checkPence('unitPence', quote.unitPence, 0);
  checkPence('quantity', quote.quantity, 1);
  const exactPence = quote.unitPence * quote.quantity;
  const chargedPence = wholePounds ? roundTotal(exactPence, { toPence: 100, mode: 'nearest' }) : exactPence;
  return { unitPence: quote.unitPence, quantity: quote.quantity, exactPence, roundingPence: chargedPence - exactPence, chargedPence };
}

/**
 * A booking's amount as it was charged (stored when it was booked or last changed): the rounding
 * is what the stored amount differs from its exact price, since the setting may have changed since.
 */
export function amountAsCharged(stored: { unitPence: number; quantity: number; chargedPence: number }): AmountCharged {
  const quantity = Math.max(1, stored.quantity);
  const exactPence = stored.unitPence * quantity;
  return { unitPence: stored.unitPence, quantity, exactPence, roundingPence: stored.chargedPence - exactPence, chargedPence: stored.chargedPence };
}

/** What was paid, what was refunded and what is kept: the figures every place that shows a payment shows together. */
export interface PaidAndRefunded {
  paidPence: number;
  refundedPence: number;
  /** paidPence less refundedPence, never below 0. */
  netPence: number;
}

export function paidAndRefunded(paidPence: number, refundedPence: number): PaidAndRefunded {
  return { paidPence, refundedPence, netPence: Math.max(0, paidPence - refundedPence) };
}
