/** Tables of the checkouts module, merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

/**
 * 'open': kept, its payment not yet made into a booking; 'completed': booking_id is its booking;
 * 'refunding': it cannot be booked, its refund is claimed (no completion can take the payment any
 * more) and the provider is being asked; 'refunded': the payment was given back (a refund the
 * provider refused leaves it 'open' again); 'abandoned': its payment failed or never happened (a
 * later success still completes it).
 */
export type CheckoutStatus = 'open' | 'completed' | 'refunding' | 'refunded' | 'abandoned';

/** A card booking kept before its card is charged: whatever happens to the page, the payment ends in it or in a refund. */
export interface CheckoutsTable {
  /** 'co_' and 24 hex digits, made before the payment intent that names it (metadata.checkout_id). */
  id: string;
  /** 'sandbox' or 'stripe': the provider that holds the intent. */
  provider: string;
  /** The payment intent made for it; unique, so one payment has one checkout. */
  provider_intent_id: string;
  company_id: number;
  /** Who books (lower-case): only they get the booking back through POST /booking. */
  booker_email: string;
  idempotency_key: string | null;
  /** As bookings.request_hash: POST /booking must send the same request to complete it. */
  request_hash: string;
  /** What is charged, as the intent was made for it. */
  amount_pence: number;
  /** Lower-case ISO code. */
  currency: string;
  /** JSON of the priced BookingRows (booking-record.ts), without payment ids. */
  booking_rows: string;
  /** JSON of the booker plan (stored-booker.ts): a client's passenger id, or the new passenger with a password hash, never a password. */
  booker_plan: string;
  status: CheckoutStatus;
  booking_id: number | null;
  /** The provider's refund, when it could not be booked. */
  refund_id: string | null;
  /** Why it could not be booked ('email_taken', …), for the operator. */
  failure_reason: string | null;
  /** ISO instants, UTC. */
  created_at: string;
  updated_at: string;
  /**
   * 'booking': a new booking; 'amendment': the paid difference of a change to `booking_id`; 'pay_link':
   * the payment of the pay link `pay_link_id` of `booking_id` (for both, rows and plan are '{}').
   */
  kind: Generated<CheckoutKind>;
  /** JSON of the amendment (amendment-checkout.ts) for an 'amendment', of what its refund mail names (pay-link-checkout.ts) for a 'pay_link', else null. */
  amendment: Generated<string | null>;
  /** The pay link a 'pay_link' checkout pays (migration 0032), else null. */
  pay_link_id: Generated<number | null>;
}

export type CheckoutKind = 'booking' | 'amendment' | 'pay_link';

/** Events of the card providers (Stripe's webhook, the sandbox's own), each taken once. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  /** e.g. 'payment_intent.succeeded'. */
  type: string;
  provider_intent_id: string | null;
  received_at: string;
}

export interface CheckoutsTables {
  checkouts: CheckoutsTable;
  payment_events: PaymentEventsTable;
}
