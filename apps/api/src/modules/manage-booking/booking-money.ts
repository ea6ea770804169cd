/**
 * Refunds of a passenger's own change or cancellation, split across the booking's card payments
 * (newest first): each part is asked of the provider before anything of ours changes, then recorded
 * in the caller's transaction. Dispatch's booking-refunds.ts plans, makes and records each part.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ok, type Result } from '../../http/result.js';
import { makeRefund, planRefundAcross, recordRefund, type RefundDeps, type RefundPlan } from '../dispatch/booking-refunds.js';
import type { ChangedBy } from '../dispatch/changed-by.js';
import type { ProviderRefund } from '../payments/card.provider.js';
import type { LoadedBooking } from './managed-booking-view.js';

export interface MoneyDeps {
  refunds: RefundDeps;
}

export interface MadeRefund {
  plan: RefundPlan;
  made: ProviderRefund;
}

/** The parts of a refund of `pence` across the booking's payments; none for 0. */
export function refundPlans(loaded: LoadedBooking, pence: number): Result<RefundPlan[]> {
  if (pence <= 0) return ok([]);
  const { row } = loaded;
  const booking = { booking_id: row.id, booking_number: row.booking_number, company_id: row.company_id, payment_method: row.payment_method, payment_id: row.payment_id, amount_pence: row.amount_pence, currency_symbol: row.currency_symbol };
  return planRefundAcross(booking, loaded.payments, pence);
}

/**
 * Asks the provider for each part. The first refusal is the answer; parts made before it are not
 * recorded, and the same request again gets them back from the provider (same keys) to record.
 */
export async function makeRefunds(deps: RefundDeps, plans: RefundPlan[]): Promise<Result<MadeRefund[]>> {
  const made: MadeRefund[] = [];
  for (const plan of plans) {
    const refund = await makeRefund(deps, plan);
    if (!refund.ok) return refund;
    made.push({ plan, made: refund.value });
  }
  return ok(made);
}

export async function recordRefunds(trx: Kysely<Database>, deps: RefundDeps, made: MadeRefund[], why: { reason: string; by: ChangedBy; at: string }): Promise<void> {
  for (const refund of made) await recordRefund(trx, deps, { ...refund, ...why });
}
