/** The only file that touches booking_pay_links. Writes take the caller's handle: each belongs in the booking's locked transaction. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BookingPayLinksTable, PayLinkKind } from './pay-links.tables.js';

export interface PayLink {
  id: number;
  bookingId: number;
  companyId: number;
  kind: PayLinkKind;
  amountPence: number;
  /** The booking's fare when it was asked. */
  bookingPence: number;
  status: Selectable<BookingPayLinksTable>['status'];
  intentId: string | null;
  createdAt: string;
}

export interface NewPayLink {
  bookingId: number;
  companyId: number;
  kind: PayLinkKind;
  amountPence: number;
  bookingPence: number;
  staffId: number | null;
}

/** What the board shows of a booking awaiting its payment. */
export interface AwaitingPayment {
  kind: PayLinkKind;
  amountPence: number;
  since: string;
}

const toPayLink = (row: Selectable<BookingPayLinksTable>): PayLink => ({
  id: row.id,
  bookingId: row.booking_id,
  companyId: row.company_id,
  kind: row.kind,
  amountPence: row.amount_pence,
  bookingPence: row.booking_pence,
  status: row.status,
  intentId: row.intent_id,
  createdAt: row.created_at,
});

export type PayLinksRepository = ReturnType<typeof createPayLinksRepository>;

export function createPayLinksRepository(db: Kysely<Database>) {
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    /** The booking's link awaiting payment, if any (at most one: a partial unique index). */
    async awaitingOf(bookingId: number, on: Kysely<Database> = db): Promise<PayLink | null> {
      const row = await on.selectFrom('booking_pay_links').selectAll().where('booking_id', '=', bookingId).where('status', '=', 'awaiting').executeTakeFirst();
      return row ? toPayLink(row) : null;
    },

    async find(id: number, on: Kysely<Database> = db): Promise<PayLink | null> {
      const row = await on.selectFrom('booking_pay_links').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPayLink(row) : null;
    },

    /** A second awaiting link of one booking is refused by the index (a unique violation): ask under the booking's lock. */
    async insertAwaiting(on: Kysely<Database>, link: NewPayLink, at: string): Promise<PayLink> {
      const row = await on
        .insertInto('booking_pay_links')
        .values({
          booking_id: link.bookingId,
          company_id: link.companyId,
          kind: link.kind,
          amount_pence: link.amountPence,
          booking_pence: link.bookingPence,
          status: 'awaiting',
          intent_id: null,
          staff_id: link.staffId,
          withdrawn_reason: null,
          created_at: at,
          updated_at: at,
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPayLink(row);
    },

    /** False when it was no longer awaiting (paid or withdrawn meanwhile). */
    async withdraw(on: Kysely<Database>, id: number, reason: string, at: string): Promise<boolean> {
      const result = await on
        .updateTable('booking_pay_links')
        .set({ status: 'withdrawn', withdrawn_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'awaiting')
        .executeTakeFirst();
      return changed(result);
    },

    /** In the payment's transaction: false when it was no longer awaiting (the payment must then be refunded, not kept). */
    async markPaid(on: Kysely<Database>, id: number, intentId: string, at: string): Promise<boolean> {
      const result = await on
        .updateTable('booking_pay_links')
        .set({ status: 'paid', intent_id: intentId, paid_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'awaiting')
        .executeTakeFirst();
      return changed(result);
    },

    /** For the board and the job page: which of these bookings await a pay link's payment, in one query. */
    async awaitingFor(bookingIds: readonly number[]): Promise<Map<number, AwaitingPayment>> {
      const out = new Map<number, AwaitingPayment>();
      if (bookingIds.length === 0) return out;
      const rows = await db
        .selectFrom('booking_pay_links')
        .select(['booking_id', 'kind', 'amount_pence', 'created_at'])
        .where('booking_id', 'in', [...new Set(bookingIds)])
        .where('status', '=', 'awaiting')
        .execute();
      for (const row of rows) out.set(row.booking_id, { kind: row.kind, amountPence: row.amount_pence, since: row.created_at });
      return out;
    },
  };
}

/**
 * In the transaction that cancels a booking (dispatch, for staff and passenger alike): its awaiting
 * link is withdrawn, so it no longer shows as owed and a payment made with it is refunded in full.
 */
export async function withdrawAwaitingLink(on: Kysely<Database>, bookingId: number, reason: string, at: string): Promise<void> {
  await on.updateTable('booking_pay_links').set({ status: 'withdrawn', withdrawn_reason: reason, updated_at: at }).where('booking_id', '=', bookingId).where('status', '=', 'awaiting').execute();
}
