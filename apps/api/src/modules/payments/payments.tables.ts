/** Tables of the payments module, merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

/**
 * Every intent Kerbside created, whichever provider holds it: a payment id a booking presents is
 * only accepted when it is in this table, for this provider and this amount.
 */
export interface PaymentIntentsTable {
  provider_intent_id: string;
  provider: string;
  amount_pence: number;
  /** Lower-case ISO code, as card providers write it. */
  currency: string;
  /** requires_confirmation | succeeded | failed | requires_action | processing | authorised | cancelled */
  status: string;
  failure_message: string | null;
  /** The provider's charge id once paid; the booking stores it as its session id. */
  charge_id: string | null;
  /** The card as the provider shows it ('visa', '4242'); null for intents made before 0019. */
  card_brand: string | null;
  card_last4: string | null;
  /** ISO instants, UTC. */
  created_at: string;
  updated_at: string;
}

/** The built-in sandbox's cards: brand, last four digits, expiry and test behaviour only. */
export interface SandboxPaymentMethodsTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Which test card it is: 'succeed' or the failure code it raises when charged. */
  behaviour: string;
  created_at: string;
}

/** The sandbox's own copy of an intent: what the remote provider would hold. */
export interface SandboxPaymentIntentsTable {
  id: string;
  payment_method_id: string;
  amount_pence: number;
  currency: string;
  status: string;
  failure_message: string | null;
  charge_id: string | null;
  /** `<id>_secret_<random>`, as the provider's client secrets: the browser shows it to answer the 3-D Secure challenge (null before 0015). */
  client_secret: string | null;
  /** When the visitor approved the 3-D Secure challenge (ISO, UTC); null until then. */
  authenticated_at: string | null;
  /** 'automatic' or 'manual' (authorised when confirmed, taken by capture). */
  capture_method: Generated<string>;
  /** What a capture took, pence (null until captured). */
  captured_pence: Generated<number | null>;
  /** When a manual intent was authorised: an authorisation lasts 7 days. */
  authorised_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** The sandbox's refunds: what a remote provider keeps, so it never refunds more than was paid. */
export interface SandboxRefundsTable {
  id: string;
  payment_intent_id: string;
  amount_pence: number;
  status: string;
  /** The caller's key: the same key answers the same refund again. */
  idempotency_key: string | null;
  created_at: string;
}

/** A refund of a card-paid booking (full or partial), as the provider answered it. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  booking_id: number;
  provider: string;
  /** Null while 'claimed': the provider has not answered yet. */
  provider_refund_id: string | null;
  amount_pence: number;
  /**
   * The provider's status: 'succeeded', 'pending' or 'failed'; 'released' for a payment authorised and
   * not yet captured (no provider refund: it lowers what is captured); 'claimed' while the provider is
   * being asked (it counts as refunded, so no other refund can take the same money).
   */
  status: string;
  reason: string;
  staff_id: number | null;
  created_at: string;
  /** The payment it went back to; null: the booking's own (bookings.payment_id). */
  provider_intent_id: Generated<string | null>;
  /** The key the provider was asked with (unique: it names this refund); null for refunds recorded before 0021. */
  idempotency_key: Generated<string | null>;
}

/** A card payment a booking took after its own: the difference of an amendment that cost more. */
export interface BookingPaymentsTable {
  id: Generated<number>;
  booking_id: number;
  provider: string;
  /** Unique: one payment pays for one change. */
  intent_id: string;
  amount_pence: number;
  kind: 'amendment';
  created_at: string;
}

export interface PaymentsTables {
  payment_intents: PaymentIntentsTable;
  payment_refunds: PaymentRefundsTable;
  booking_payments: BookingPaymentsTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_payment_intents: SandboxPaymentIntentsTable;
  sandbox_refunds: SandboxRefundsTable;
}
