/** Tables of the pay-links module, merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

/**
 * 'fare': the whole fare of a booking paid in the car; once paid it is the booking's own card
 * payment (bookings.payment_method 'card', payment_id). 'difference': the unpaid difference of a
 * dearer change of a card booking; once paid it is one of its booking_payments.
 */
export type PayLinkKind = 'fare' | 'difference';

/** 'awaiting': mailed, not paid; 'paid': intent_id paid it; 'withdrawn': staff took it back, or the booking moved (cancelled, changed). */
export type PayLinkStatus = 'awaiting' | 'paid' | 'withdrawn';

/** A card payment staff asked the passenger of a booking to make on its manage page. At most one per booking awaits. */
export interface BookingPayLinksTable {
  id: Generated<number>;
  booking_id: number;
  company_id: number;
  kind: PayLinkKind;
  /** What is asked, pence (> 0). */
  amount_pence: number;
  /** The booking's fare when it was asked: a payment is taken only while the fare is still this. */
  booking_pence: number;
  status: PayLinkStatus;
  /** The payment intent that paid it (unique). */
  intent_id: string | null;
  /** Who asked; null for a platform action. */
  staff_id: number | null;
  withdrawn_reason: string | null;
  /** ISO instants, UTC. */
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export interface PayLinksTables {
  booking_pay_links: BookingPayLinksTable;
}
