/** The refund of a passenger's own change or cancellation, split across the booking's card payments (newest first). */
import { ok, type Result } from '../../http/result.js';
import { planRefundAcross } from '../dispatch/index.js';
import type { RefundPart } from '../payments/index.js';
import type { LoadedBooking } from './managed-booking-view.js';

/** The parts of a refund of `pence` across the booking's payments as loaded (under the booking's lock); none for 0. */
export function refundParts(loaded: LoadedBooking, pence: number): Result<RefundPart[]> {
  if (pence <= 0) return ok([]);
  return planRefundAcross(loaded.row, loaded.payments, pence);
}
