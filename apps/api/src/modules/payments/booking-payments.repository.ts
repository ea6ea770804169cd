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

export function createBookingPaymentsRepository(db: Kysely<Database>) {
  /** Newest first; none for a booking paid in the car. */
  async function list(booking: PaidBooking, on: Kysely<Database> = db): Promise<BookingPayment[]> {
      if (booking.payment_method !== 'card' || !booking.payment_id) return [];
      const [own, later, refunds] = await Promise.all([
        on.selectFrom('payment_intents').select('amount_pence').where('provider_intent_id', '=', booking.payment_id).executeTakeFirst(),
        on.selectFrom('booking_payments').select(['intent_id', 'amount_pence']).where('booking_id', '=', booking.id).orderBy('id', 'desc').execute(),
        on.selectFrom('payment_refunds').select(['provider_intent_id', 'amount_pence']).where('booking_id', '=', booking.id).where('status', '!=', 'failed').execute(),
      ]);
      const refundedTo = (intentId: string, isOwn: boolean) =>
        refunds.filter((r) => r.provider_intent_id === intentId || (isOwn && r.provider_intent_id === null)).reduce((sum, r) => sum + r.amount_pence, 0);
      const extra = later.reduce((sum, p) => sum + p.amount_pence, 0);
      // A payment made before its intent was recorded here paid the fare as booked (no amendment since).
      const ownPence = own?.amount_pence ?? booking.amount_pence - extra;
      return [
        ...later.map((p) => ({ intentId: p.intent_id, kind: 'amendment' as const, amountPence: p.amount_pence, refundedPence: refundedTo(p.intent_id, false) })),
        { intentId: booking.payment_id, kind: 'booking' as const, amountPence: ownPence, refundedPence: refundedTo(booking.payment_id, true) },
      ];
  }

  return {
    list,

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
