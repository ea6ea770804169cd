/**
 * The card payments of a booking: its own (bookings.payment_id, for the amount its intent was made
 * for) and those it took later (`booking_payments`: the difference of an amendment that cost more),
 * each with what was refunded to it. Refunds recorded without a payment went to the booking's own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface BookingPayment {
  intentId: string;
  kind: 'booking' | 'amendment';
  amountPence: number;
  /** Given back or on the way back (failed refunds gave nothing). */
  refundedPence: number;
}

export interface PaidBooking {
  id: number;
  payment_method: 'car' | 'card';
  payment_id: string | null;
  amount_pence: number;
}

export interface NewBookingPayment {
  bookingId: number;
  provider: string;
  intentId: string;
  amountPence: number;
  at: string;
}

interface StoredPayments {
  /** The amount the booking's own intent was made for, when it is recorded. */
  ownPence: number | null;
  later: Array<{ intent_id: string; amount_pence: number }>;
  refunds: Array<{ provider_intent_id: string | null; amount_pence: number }>;
}

/** The booking's card payments, newest first, from what is stored of them (one rule for one booking and for a page of them). */
function paymentsFrom(booking: PaidBooking & { payment_id: string }, stored: StoredPayments): BookingPayment[] {
  const refundedTo = (intentId: string, isOwn: boolean) =>
    stored.refunds.filter((r) => r.provider_intent_id === intentId || (isOwn && r.provider_intent_id === null)).reduce((sum, r) => sum + r.amount_pence, 0);
  const extra = stored.later.reduce((sum, p) => sum + p.amount_pence, 0);
  // A payment made before its intent was recorded here paid the fare as booked (no amendment since).
  const ownPence = stored.ownPence ?? booking.amount_pence - extra;
  return [
    ...stored.later.map((p) => ({ intentId: p.intent_id, kind: 'amendment' as const, amountPence: p.amount_pence, refundedPence: refundedTo(p.intent_id, false) })),
    { intentId: booking.payment_id, kind: 'booking' as const, amountPence: ownPence, refundedPence: refundedTo(booking.payment_id, true) },
  ];
}

const isCardPaid = (booking: PaidBooking): booking is PaidBooking & { payment_id: string } => booking.payment_method === 'card' && booking.payment_id !== null && booking.payment_id !== '';

export function createBookingPaymentsRepository(db: Kysely<Database>) {
  /** Newest first; none for a booking paid in the car. */
  async function list(booking: PaidBooking, on: Kysely<Database> = db): Promise<BookingPayment[]> {
    if (!isCardPaid(booking)) return [];
    const [own, later, refunds] = await Promise.all([
      on.selectFrom('payment_intents').select('amount_pence').where('provider_intent_id', '=', booking.payment_id).executeTakeFirst(),
      on.selectFrom('booking_payments').select(['intent_id', 'amount_pence']).where('booking_id', '=', booking.id).orderBy('id', 'desc').execute(),
      on.selectFrom('payment_refunds').select(['provider_intent_id', 'amount_pence']).where('booking_id', '=', booking.id).where('status', '!=', 'failed').execute(),
    ]);
    return paymentsFrom(booking, { ownPence: own?.amount_pence ?? null, later, refunds });
  }

  /** The card payments of each booking of a page (the exports'), in three queries whatever its size; none for those paid in the car. */
  async function listEach(bookings: readonly PaidBooking[]): Promise<Map<number, BookingPayment[]>> {
    const paid = bookings.filter(isCardPaid);
    const out = new Map<number, BookingPayment[]>(bookings.map((b) => [b.id, []]));
    if (paid.length === 0) return out;
    const ids = [...new Set(paid.map((b) => b.id))];
    const [owns, later, refunds] = await Promise.all([
      db.selectFrom('payment_intents').select(['provider_intent_id', 'amount_pence']).where('provider_intent_id', 'in', [...new Set(paid.map((b) => b.payment_id))]).execute(),
      db.selectFrom('booking_payments').select(['booking_id', 'intent_id', 'amount_pence']).where('booking_id', 'in', ids).orderBy('id', 'desc').execute(),
      db.selectFrom('payment_refunds').select(['booking_id', 'provider_intent_id', 'amount_pence']).where('booking_id', 'in', ids).where('status', '!=', 'failed').execute(),
    ]);
    for (const booking of paid) {
      const own = owns.find((o) => o.provider_intent_id === booking.payment_id);
      out.set(
        booking.id,
        paymentsFrom(booking, { ownPence: own?.amount_pence ?? null, later: later.filter((p) => p.booking_id === booking.id), refunds: refunds.filter((r) => r.booking_id === booking.id) }),
      );
    }
    return out;
  }

  return {
    list,
    listEach,

    /** In the amendment's transaction; the intent's unique index refuses a payment used twice. */
    async record(on: Kysely<Database>, payment: NewBookingPayment): Promise<void> {
      await on
        .insertInto('booking_payments')
        .values({ booking_id: payment.bookingId, provider: payment.provider, intent_id: payment.intentId, amount_pence: payment.amountPence, kind: 'amendment', created_at: payment.at })
        .execute();
    },
  };
}

export type BookingPaymentsRepository = ReturnType<typeof createBookingPaymentsRepository>;
