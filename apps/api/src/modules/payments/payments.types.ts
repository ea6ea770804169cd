import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Result } from '../../http/result.js';
import type { CaptureInput, CreateIntentInput, ProviderIntent, ProviderRefund, ProviderResult, RefundInput } from './card.provider.js';

/** The id a booking keeps as its session id: the charge once there is one, else the intent. */
export const sessionIdOf = (intent: Pick<ProviderIntent, 'id' | 'chargeId'>) => intent.chargeId ?? intent.id;

export interface PaymentsService {
  /** The provider in use ('sandbox' or 'stripe'). */
  readonly provider: string;
  /** Card payments are taken (SHOWCARD is 'yes'), else the 403 to answer. */
  cardsOpen(): Promise<Result<true>>;
  /**
   * Creates an intent for an amount the caller priced: the provider checks the card here, nothing
   * is charged. It is not ours (confirm-payment-intent answers 404) until recordIntent keeps it.
   */
  createIntent(input: CreateIntentInput): Promise<Result<ProviderIntent>>;
  /** Keeps the intent as ours, with the caller's transaction. */
  recordIntent(on: Kysely<Database>, intent: ProviderIntent): Promise<void>;
  /**
   * The intent as the provider holds it now, if this server made it with the provider in use
   * (else 402; 503 when the provider is out of reach). Our record is kept in step.
   */
  current(paymentId: string): Promise<Result<ProviderIntent>>;
  /**
   * Checks with the card provider that this payment succeeded for exactly this amount and currency.
   * Returns the ids a booking stores. Whether the payment already paid for a booking is the
   * bookings module's concern (bookings.payment_id is unique).
   */
  verifySucceeded(
    paymentId: string,
    expected: { amountPence: number; currencyCode: string },
  ): Promise<Result<{ paymentId: string; sessionId: string }>>;
  /** Refunds part or all of a payment this server took with the provider in use; refusals are values. */
  refund(input: RefundInput): Promise<ProviderResult<ProviderRefund>>;
  /** The refund made for one of our payments with this key, or null (card.provider.ts). */
  findRefund(input: { intentId: string; idempotencyKey: string }): Promise<ProviderResult<ProviderRefund | null>>;
  /** Takes part or all of an authorised intent of ours (manual capture). */
  capture(input: CaptureInput): Promise<ProviderResult<ProviderIntent>>;
  /** Releases an intent of ours not yet paid (an authorisation, or a checkout that cannot become its booking). */
  cancel(intentId: string): Promise<ProviderResult<ProviderIntent>>;
}

/**
 * Authorised card payments (companies.card_capture 'at_completion', payments/card-capture.ts): a
 * "refund" before the capture gives nothing back through the provider, it lowers what is taken.
 */
export interface CardCaptures {
  /** After a booking's legs changed: once every leg is finished, its authorisation is captured (or released). Never throws. */
  settle(bookingId: number): Promise<void>;
}

/** A card provider's event, as Stripe's webhook or the sandbox tells it. */
export interface PaymentEvent {
  provider: 'sandbox' | 'stripe';
  /** The provider's event id: each is taken once. */
  id: string;
  /** e.g. 'payment_intent.succeeded'. */
  type: string;
  /** The payment intent it is about, for payment_intent.* events. */
  intentId: string | null;
}

export type PaymentEventHandler = (event: PaymentEvent) => Promise<unknown>;

/** Where events come from without an HTTP request (the sandbox): the checkouts module listens. */
export interface PaymentEventSource {
  listen(handler: PaymentEventHandler): void;
}
