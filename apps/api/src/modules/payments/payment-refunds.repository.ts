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
  /** Null while the refund is claimed and the provider not yet answered. */
  providerRefundId: string | null;
  amountPence: number;
  status: string;
  reason: string;
  staffId: number | null;
  staffName: string | null;
  createdAt: string;
}

/** A refund recorded before the provider is asked (booking-money.ts): it counts as refunded from then on. */
export interface RefundClaim {
  bookingId: number;
  provider: string;
  /** The payment it goes back to. */
  intentId: string;
  amountPence: number;
  /** The key the provider is asked with: it names this refund. */
  idempotencyKey: string;
  reason: string;
  staffId: number | null;
  at: string;
}

export interface ClaimedRefund extends RefundClaim {
  id: number;
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

    /** In the booking's locked transaction (booking-money.ts). */
    async claim(on: Kysely<Database>, claim: RefundClaim): Promise<ClaimedRefund> {
      const row = await on
        .insertInto('payment_refunds')
        .values({
          booking_id: claim.bookingId,
          provider: claim.provider,
          provider_refund_id: null,
          amount_pence: claim.amountPence,
          status: 'claimed',
          reason: claim.reason,
          staff_id: claim.staffId,
          provider_intent_id: claim.intentId,
          idempotency_key: claim.idempotencyKey,
          created_at: claim.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...claim, id: row.id };
    },

    /** The provider's answer to a claim: its refund id and status (the amount it made). */
    async settleClaim(on: Kysely<Database>, id: number, made: { providerRefundId: string; amountPence: number; status: string }): Promise<void> {
      await on
        .updateTable('payment_refunds')
        .set({ provider_refund_id: made.providerRefundId, amount_pence: made.amountPence, status: made.status })
        .where('id', '=', id)
        .where('status', '=', 'claimed')
        .execute();
    },

    /** A claim the provider refused, or never got: nothing moved, so nothing is kept. */
    async dropClaim(on: Kysely<Database>, id: number): Promise<void> {
      await on.deleteFrom('payment_refunds').where('id', '=', id).where('status', '=', 'claimed').execute();
    },

    /** The booking's refunds still waiting for the provider's answer. */
    async claimsOf(on: Kysely<Database>, bookingId: number): Promise<ClaimedRefund[]> {
      const rows = await on
        .selectFrom('payment_refunds')
        .select(['id', 'booking_id', 'provider', 'provider_intent_id', 'amount_pence', 'idempotency_key', 'reason', 'staff_id', 'created_at'])
        .where('booking_id', '=', bookingId)
        .where('status', '=', 'claimed')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        bookingId: r.booking_id,
        provider: r.provider,
        intentId: r.provider_intent_id ?? '',
        amountPence: r.amount_pence,
        idempotencyKey: r.idempotency_key ?? '',
        reason: r.reason,
        staffId: r.staff_id,
        at: r.created_at,
      }));
    },

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
  };
}

export type PaymentRefundsRepository = ReturnType<typeof createPaymentRefundsRepository>;
