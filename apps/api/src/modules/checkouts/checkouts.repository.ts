/** The only file that touches the checkouts and payment_events tables. Writes take the caller's handle where a transaction matters. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BookingRows } from '../bookings/index.js';
import type { BookerPlan } from '../passengers/index.js';
import type { PaymentEvent } from '../payments/index.js';
import { storedAmendmentSchema, type StoredAmendment } from './amendment-checkout.js';
import type { CheckoutStatus, CheckoutsTable } from './checkouts.tables.js';
import { storedPayLinkSchema, type StoredPayLink } from './pay-link-checkout.js';
import { readBookerPlan, storedBookerPlan } from './stored-booker.js';

/** Why a paid checkout could not become its booking (and was refunded). */
export type CheckoutFailure = 'email_taken' | 'key_used' | 'amount_mismatch' | 'refused' | 'booking_changed';

/** A checkout of a new booking. */
export interface Checkout {
  kind: 'booking';
  id: string;
  provider: string;
  intentId: string;
  companyId: number;
  bookerEmail: string;
  requestHash: string;
  amountPence: number;
  currency: string;
  /** The priced rows, without payment ids. */
  rows: BookingRows;
  plan: BookerPlan;
  status: CheckoutStatus;
  bookingId: number | null;
  failureReason: CheckoutFailure | null;
  createdAt: string;
}

export type NewCheckout = Omit<Checkout, 'kind' | 'status' | 'bookingId' | 'failureReason' | 'createdAt'>;

/** A checkout of the paid difference of an amendment to `bookingId` (set from the start). */
export interface AmendmentCheckout extends Omit<Checkout, 'kind' | 'rows' | 'plan' | 'bookingId'> {
  kind: 'amendment';
  bookingId: number;
  amendment: StoredAmendment;
}

export type NewAmendmentCheckout = Omit<AmendmentCheckout, 'kind' | 'status' | 'failureReason' | 'createdAt'>;

/** A checkout of the payment of pay link `payLinkId` of `bookingId` (both set from the start). */
export interface PayLinkCheckout extends Omit<Checkout, 'kind' | 'rows' | 'plan' | 'bookingId'> {
  kind: 'pay_link';
  bookingId: number;
  payLinkId: number;
  payLink: StoredPayLink;
}

export type NewPayLinkCheckout = Omit<PayLinkCheckout, 'kind' | 'status' | 'failureReason' | 'createdAt'>;

export type AnyCheckout = Checkout | AmendmentCheckout | PayLinkCheckout;

/** What every kind of checkout has. */
function commonOf(row: Selectable<CheckoutsTable>) {
  return {
    id: row.id,
    provider: row.provider,
    intentId: row.provider_intent_id,
    companyId: row.company_id,
    bookerEmail: row.booker_email,
    requestHash: row.request_hash,
    amountPence: row.amount_pence,
    currency: row.currency,
    status: row.status,
    failureReason: row.failure_reason as CheckoutFailure | null,
    createdAt: row.created_at,
  };
}

function toAnyCheckout(row: Selectable<CheckoutsTable>): AnyCheckout {
  if (row.kind === 'pay_link') {
    // Written only by insertPayLink, with both ids: never read as a new booking.
    if (row.booking_id === null || row.pay_link_id === null) throw new Error(`pay link checkout ${row.id} names no booking or link`);
    return { ...commonOf(row), kind: 'pay_link', bookingId: row.booking_id, payLinkId: row.pay_link_id, payLink: storedPayLinkSchema.parse(JSON.parse(row.amendment ?? 'null')) };
  }
  if (row.kind === 'amendment' && row.booking_id !== null) {
    // Written only by insertAmendment, from the schema it is read with.
    return { ...commonOf(row), kind: 'amendment', bookingId: row.booking_id, amendment: storedAmendmentSchema.parse(JSON.parse(row.amendment ?? 'null')) };
  }
  return {
    ...commonOf(row),
    kind: 'booking',
    // Written only by open-checkout.ts from toBookingRows.
    rows: JSON.parse(row.booking_rows) as BookingRows,
    plan: readBookerPlan(row.booker_plan),
    bookingId: row.booking_id,
  };
}

/** The columns of a checkout paying for a booking that exists (an amendment, a pay link): rows and plan are not kept for it. */
function ofBooking(checkout: Omit<NewAmendmentCheckout, 'amendment'>, at: Date) {
  return {
    id: checkout.id,
    provider: checkout.provider,
    provider_intent_id: checkout.intentId,
    company_id: checkout.companyId,
    booker_email: checkout.bookerEmail,
    idempotency_key: null,
    request_hash: checkout.requestHash,
    amount_pence: checkout.amountPence,
    currency: checkout.currency,
    booking_rows: '{}',
    booker_plan: '{}',
    status: 'open' as const,
    booking_id: checkout.bookingId,
    refund_id: null,
    failure_reason: null,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  };
}

/** Settled checkouts are left alone: only an open one (or one given up on) changes. */
const UNSETTLED: CheckoutStatus[] = ['open', 'abandoned'];

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;

export function createCheckoutsRepository(db: Kysely<Database>) {
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    async insert(on: Kysely<Database>, checkout: NewCheckout, at: Date): Promise<void> {
      await on
        .insertInto('checkouts')
        .values({
          id: checkout.id,
          provider: checkout.provider,
          provider_intent_id: checkout.intentId,
          company_id: checkout.companyId,
          booker_email: checkout.bookerEmail,
          idempotency_key: checkout.rows.booking.idempotency_key,
          request_hash: checkout.requestHash,
          amount_pence: checkout.amountPence,
          currency: checkout.currency,
          booking_rows: JSON.stringify(checkout.rows),
          booker_plan: storedBookerPlan(checkout.plan),
          status: 'open',
          booking_id: null,
          refund_id: null,
          failure_reason: null,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .execute();
    },

    /** The checkout of the paid difference of an amendment; rows and plan are not kept for it. */
    async insertAmendment(on: Kysely<Database>, checkout: NewAmendmentCheckout, at: Date): Promise<void> {
      await on
        .insertInto('checkouts')
        .values({ ...ofBooking(checkout, at), kind: 'amendment', amendment: JSON.stringify(storedAmendmentSchema.parse(checkout.amendment)) })
        .execute();
    },

    /** The checkout of a pay link's payment; rows and plan are not kept for it. */
    async insertPayLink(on: Kysely<Database>, checkout: NewPayLinkCheckout, at: Date): Promise<void> {
      await on
        .insertInto('checkouts')
        .values({ ...ofBooking(checkout, at), kind: 'pay_link', amendment: JSON.stringify(storedPayLinkSchema.parse(checkout.payLink)), pay_link_id: checkout.payLinkId })
        .execute();
    },

    async findByIntent(intentId: string): Promise<AnyCheckout | null> {
      const row = await db.selectFrom('checkouts').selectAll().where('provider_intent_id', '=', intentId).executeTakeFirst();
      return row ? toAnyCheckout(row) : null;
    },

    /** In the booking's transaction: false when it was settled meanwhile (the booking must not be kept). */
    async markCompleted(on: Kysely<Database>, id: string, bookingId: number, at: string): Promise<boolean> {
      const result = await on
        .updateTable('checkouts')
        .set({ status: 'completed', booking_id: bookingId, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', UNSETTLED)
        .executeTakeFirst();
      return changed(result);
    },

    /**
     * Claims the checkout's refund before the provider is asked: from then on no completion can
     * take its payment. False when it was settled meanwhile (completed, or claimed by another).
     */
    async claimRefund(id: string, reason: CheckoutFailure, at: string): Promise<boolean> {
      const result = await db
        .updateTable('checkouts')
        .set({ status: 'refunding', failure_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', UNSETTLED)
        .executeTakeFirst();
      return changed(result);
    },

    /** The provider refused or was out of reach: the claim is given up, and the next completion decides again. */
    async reopen(id: string, at: string): Promise<void> {
      await db.updateTable('checkouts').set({ status: 'open', updated_at: at }).where('id', '=', id).where('status', '=', 'refunding').execute();
    },

    /** False when it was recorded already (its refund mail is then someone else's to send). */
    async markRefunded(on: Kysely<Database>, id: string, refund: { id: string; reason: CheckoutFailure }, at: string): Promise<boolean> {
      const result = await on
        .updateTable('checkouts')
        .set({ status: 'refunded', refund_id: refund.id, failure_reason: refund.reason, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'refunding')
        .executeTakeFirst();
      return changed(result);
    },

    async markAbandoned(id: string, at: string): Promise<boolean> {
      const result = await db.updateTable('checkouts').set({ status: 'abandoned', updated_at: at }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
      return changed(result);
    },

    /** Open checkouts created before `before`, and refunds claimed but not answered (a crash) since then, oldest first. */
    async listOpen(before: string, limit: number): Promise<AnyCheckout[]> {
      const rows = await db
        .selectFrom('checkouts')
        .selectAll()
        .where((eb) => eb.or([eb.and([eb('status', '=', 'open'), eb('created_at', '<=', before)]), eb.and([eb('status', '=', 'refunding'), eb('updated_at', '<=', before)])]))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(toAnyCheckout);
    },

    /** The company's phone for the payer's mail ('' when none). */
    async companyPhone(companyId: number): Promise<string> {
      const row = await db.selectFrom('companies').select('phone').where('id', '=', companyId).executeTakeFirst();
      return row?.phone.trim() ?? '';
    },

    /** Takes an event once: false when its id was taken before (a replay). */
    async recordEvent(event: PaymentEvent, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('payment_events')
        .values({ provider: event.provider, event_id: event.id, type: event.type, provider_intent_id: event.intentId, received_at: at.toISOString() })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** Gives an event back when handling it failed, so the provider's retry is handled. */
    async forgetEvent(event: Pick<PaymentEvent, 'provider' | 'id'>): Promise<void> {
      await db.deleteFrom('payment_events').where('provider', '=', event.provider).where('event_id', '=', event.id).execute();
    },
  };
}
