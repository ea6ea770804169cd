/**
 * Refunds of a passenger's own change or cancellation, split across the booking's card payments
 * (newest first). Dispatch's booking-refunds.ts makes and records each part (makeRefunds, then
 * recordRefunds in the caller's transaction).
 */
import { ok, type Result } from '../../http/result.js';
import { planRefundAcross, type RefundDeps, type RefundPlan } from '../dispatch/booking-refunds.js';
import type { LoadedBooking } from './managed-booking-view.js';

export interface MoneyDeps {
  refunds: RefundDeps;
}

/** The parts of a refund of `pence` across the booking's payments; none for 0. */
export function refundPlans(loaded: LoadedBooking, pence: number): Result<RefundPlan[]> {
  if (pence <= 0) return ok([]);
  const { row } = loaded;
  const booking = { booking_id: row.id, booking_number: row.booking_number, company_id: row.company_id, payment_method: row.payment_method, payment_id: row.payment_id, amount_pence: row.amount_pence, currency_symbol: row.currency_symbol };
  return planRefundAcross(booking, loaded.payments, pence);
}
