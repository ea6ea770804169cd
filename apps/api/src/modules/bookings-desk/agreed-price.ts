/** A price agreed with the caller instead of the tariff's: its bounds, and the booking rows that carry it (pure). */
import { DESK_LIMITS, DESK_MESSAGES } from '@kerbside/contract';
import { formatPounds, penceToPounds } from '@kerbside/domain';
import { fail, ok, type Result } from '../../http/result.js';
import type { BookingRows } from '../bookings/index.js';

/** The agreed price in pence, or why it is refused: at most ten times the tariff's (the schema refuses £0 and no reason). */
export function agreedPence(override: { price: number } | undefined, tariffPence: number, currencySymbol: string): Result<number | null> {
  if (!override) return ok(null);
  const pence = Math.round(override.price * 100);
  const most = tariffPence * DESK_LIMITS.overrideTimesTariff;
  return pence > most ? fail(422, DESK_MESSAGES.overrideTooHigh(formatPounds(most, currencySymbol))) : ok(pence);
}

/** The agreed price instead of the tariff's, and a breakdown line that says so (the lines still add up). */
export function withAgreedPrice(rows: BookingRows, pence: number, reason: string): BookingRows {
  const breakdown = JSON.parse(rows.booking.price_breakdown) as { lines: Array<{ code: string; label: string; amount: number }>; final_price: number };
  const lines = [...breakdown.lines, { code: 'agreed_price', label: `Price agreed by phone: ${reason}`, amount: penceToPounds(pence - rows.booking.total_pence) }];
  return {
    ...rows,
    booking: {
      ...rows.booking,
      amount_pence: pence,
      total_pence: pence,
      unit_pence: pence,
      price_breakdown: JSON.stringify({ lines, final_price: penceToPounds(pence) }),
    },
  };
}
