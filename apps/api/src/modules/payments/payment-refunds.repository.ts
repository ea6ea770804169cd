/**
 * Refunds of card-paid bookings as recorded by us. Callers find the booking inside their company
 * scope first; these functions take its id. Writes take the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface RecordedRefund {
  id: number;
  bookingId: number;
  provider: string;
  providerRefundId: string;
  amountPence: number;
  status: string;
  reason: string;
  staffId: number | null;
  staffName: string | null;
  createdAt: string;
}

export interface NewRefund {
  bookingId: number;
  provider: string;
  providerRefundId: string;
  amountPence: number;
  status: string;
  reason: string;
  staffId: number | null;
  /** The payment it went back to (null or absent: the booking's own). */
  intentId?: string | null;
  at: string;
}

export function createPaymentRefundsRepository(db: Kysely<Database>) {
  async function list(bookingId: number, on: Kysely<Database> = db): Promise<RecordedRefund[]> {
    const rows = await on
      .selectFrom('payment_refunds as r')
      .leftJoin('staff as s', 's.id', 'r.staff_id')
      .select(['r.id', 'r.booking_id', 'r.provider', 'r.provider_refund_id', 'r.amount_pence', 'r.status', 'r.reason', 'r.staff_id', 's.name as staff_name', 'r.created_at'])
      .where('r.booking_id', '=', bookingId)
      .orderBy('r.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      bookingId: r.booking_id,
      provider: r.provider,
      providerRefundId: r.provider_refund_id,
      amountPence: r.amount_pence,
      status: r.status,
      reason: r.reason,
      staffId: r.staff_id,
      staffName: r.staff_name,
      createdAt: r.created_at,
    }));
  }

  return {
    list,

    /** Pence given back or on the way back (a failed refund gave nothing). */
    async refundedPence(bookingId: number, on: Kysely<Database> = db): Promise<number> {
      const row = await on
        .selectFrom('payment_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_pence'), eb.lit(0)).as('total'))
        .where('booking_id', '=', bookingId)
        .where('status', '!=', 'failed')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * Records a refund the provider made, once: the same provider refund seen again (an idempotent
     * replay: a retried call, or the same request sent twice at once) keeps the first record.
     * Returns the record's id, and whether this call made the record.
     */
    async record(on: Kysely<Database>, refund: NewRefund): Promise<{ id: number; isNew: boolean }> {
      const inserted = await on
        .insertInto('payment_refunds')
        .values({
          booking_id: refund.bookingId,
          provider: refund.provider,
          provider_refund_id: refund.providerRefundId,
          amount_pence: refund.amountPence,
          status: refund.status,
          reason: refund.reason,
          staff_id: refund.staffId,
          provider_intent_id: refund.intentId ?? null,
          created_at: refund.at,
        })
        .onConflict((oc) => oc.columns(['provider', 'provider_refund_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, isNew: true };
      const row = await on
        .selectFrom('payment_refunds')
        .select('id')
        .where('provider', '=', refund.provider)
        .where('provider_refund_id', '=', refund.providerRefundId)
        .executeTakeFirstOrThrow();
      return { id: row.id, isNew: false };
    },
  };
}

export type PaymentRefundsRepository = ReturnType<typeof createPaymentRefundsRepository>;
