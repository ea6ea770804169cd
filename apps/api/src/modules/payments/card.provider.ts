/**
 * One interface for card payments, two implementations: the built-in sandbox (default, offline,
 * test-card behaviour) and Stripe PaymentIntents (when STRIPE_SECRET_KEY is set).
 */

/**
 * An intent's state as Kerbside reads it, whichever provider holds it. 'authorised': a manual-capture
 * intent whose card is held for its amount, not yet taken (Stripe's requires_capture); 'cancelled':
 * given up before any money was taken (an authorisation released, or expired).
 */
export type IntentStatus = 'requires_confirmation' | 'succeeded' | 'failed' | 'requires_action' | 'processing' | 'authorised' | 'cancelled';

/** 'automatic': charged when confirmed; 'manual': authorised when confirmed, taken later by capture. */
export type CaptureMethod = 'automatic' | 'manual';

export interface ProviderIntent {
  id: string;
  amountPence: number;
  /** Lower-case ISO code ('gbp'). */
  currency: string;
  status: IntentStatus;
  /** The provider's words for the cardholder, e.g. 'Your card was declined.'. */
  failureMessage: string | null;
  /** The charge id once the card was charged. */
  chargeId: string | null;
  /** Set while 'requires_action': what the browser runs (3-D Secure) before the intent is confirmed again. */
  nextAction: IntentNextAction | null;
  /** The card the intent was made with, as the provider shows it; given when the intent is created. */
  card?: ShownCard | null;
}

/** A card as a receipt names it: the provider's brand ('visa', 'mastercard', 'amex') and last four digits. */
export interface ShownCard {
  brand: string;
  last4: string;
}

/**
 * The customer's bank asks for authentication: Stripe's intents are handled by Stripe.js
 * (`handleCardAction`), the sandbox's by its own challenge. Both need the intent's client secret.
 */
export interface IntentNextAction {
  type: 'use_stripe_sdk' | 'sandbox_challenge';
  clientSecret: string;
}

/**
 * Expected failures of a provider call: the card itself ('card'), a request the provider refused
 * ('invalid'), an id it does not know ('not_found'), or the provider out of reach ('unavailable').
 */
export type ProviderFailureKind = 'card' | 'invalid' | 'not_found' | 'unavailable';
export type ProviderResult<T> = { ok: true; value: T } | { ok: false; kind: ProviderFailureKind; message: string };

export const providerOk = <T>(value: T): ProviderResult<T> => ({ ok: true, value });
export const providerFail = (kind: ProviderFailureKind, message: string): ProviderResult<never> => ({ ok: false, kind, message });

export interface CreateIntentInput {
  amountPence: number;
  currency: string;
  paymentMethodId: string;
  description: string;
  metadata: Record<string, string>;
  /** Unset: 'automatic'. */
  captureMethod?: CaptureMethod;
}

export interface CaptureInput {
  /** An 'authorised' intent. */
  intentId: string;
  /** At most the amount authorised; less releases the rest. */
  amountPence: number;
  /** The same key gives the same capture back (a retry after our failure to record it). */
  idempotencyKey: string;
}

/** A refund as the provider answered it. */
export interface ProviderRefund {
  id: string;
  amountPence: number;
  /** 'succeeded', 'pending' (the bank has not confirmed yet) or 'failed'. */
  status: string;
}

export interface RefundInput {
  /** The payment intent that took the money (bookings.payment_id). */
  intentId: string;
  amountPence: number;
  /**
   * The same key gives the same refund back instead of a second one (Stripe keeps keys 24 hours):
   * a retry after our own failure to record a refund must not refund twice.
   */
  idempotencyKey: string;
}

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Given to the website for the provider's card form; never a secret. */
  readonly publishableKey: string;
  createIntent(input: CreateIntentInput): Promise<ProviderResult<ProviderIntent>>;
  /** Charges the card. A declined card is a 'failed' intent, not a failure of the call. */
  confirmIntent(id: string): Promise<ProviderResult<ProviderIntent>>;
  retrieveIntent(id: string): Promise<ProviderResult<ProviderIntent>>;
  /** Gives back part or all of a succeeded payment. Refusals (more than is left, …) are 'invalid'. */
  refund(input: RefundInput): Promise<ProviderResult<ProviderRefund>>;
  /**
   * The refund made for this payment with this idempotency key, or null when none was: how a refund
   * asked just before a crash is found again (payments/booking-money.ts).
   */
  findRefund(input: { intentId: string; idempotencyKey: string }): Promise<ProviderResult<ProviderRefund | null>>;
  /** Takes part or all of an authorised intent; it is 'succeeded' after. An expired authorisation is 'invalid'. */
  capture(input: CaptureInput): Promise<ProviderResult<ProviderIntent>>;
  /** Gives up an intent not yet paid (releases an authorisation); it is 'cancelled' after. */
  cancel(intentId: string): Promise<ProviderResult<ProviderIntent>>;
}

/** Cardholder-facing messages, worded as the card provider's test mode words them. */
export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  /** Stripe's words when 3-D Secure fails (Stripe.js shows them for payment_intent_authentication_failure). */
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notCompleted: 'The payment was not completed. Please try again.',
  canceled: 'This payment was cancelled. Please try again.',
  /** The sandbox's words for an authorisation held longer than the 7 days a card's bank keeps it. */
  authorisationExpired: 'The charge cannot be captured as the authorization has expired.',
} as const;
