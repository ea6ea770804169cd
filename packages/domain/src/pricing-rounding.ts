/** Rounding of a vehicle's whole total (both legs of a return), as its own price line. */
import type { PriceLine, Rounding } from './pricing-types.js';

/** The total rounded to a multiple of toPence: 'nearest' rounds half up, 'up' to the next multiple. Never below 0. */
export function roundTotal(totalPence: number, rounding: Rounding): number {
  const step = rounding.toPence;
  if (step <= 0) return totalPence;
  const multiples = rounding.mode === 'up' ? Math.ceil(totalPence / step) : Math.floor((totalPence + step / 2) / step);
  return Math.max(0, multiples * step);
}

/** The 'Rounding' line that brings the total to its rounded amount, or null when nothing changes. */
export function roundingLine(totalPence: number, rounding: Rounding): PriceLine | null {
  const difference = roundTotal(totalPence, rounding) - totalPence;
  return difference === 0 ? null : { code: 'rounding', label: 'Rounding', amountPence: difference };
}
