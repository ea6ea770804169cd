/** Reading Stripe's PaymentIntents, Refunds and errors into the CardProvider's terms. */
import type Stripe from 'stripe';
import { CARD_MESSAGES, providerFail, type ProviderIntent, type ProviderRefund, type ProviderResult } from './card.provider.js';

/** Stripe's PaymentIntent statuses, as Kerbside reads them (manual confirmation; automatic or manual capture). */
export function fromStripeIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
  const card = typeof pi.payment_method === 'object' && pi.payment_method?.card ? { brand: pi.payment_method.card.brand, last4: pi.payment_method.card.last4 } : null;
  const base = { id: pi.id, amountPence: pi.amount, currency: pi.currency.toLowerCase(), chargeId, nextAction: null, ...(card ? { card } : {}) };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded', failureMessage: null };
    case 'processing':
      return { ...base, status: 'processing', failureMessage: null };
    case 'requires_capture':
      // Manual capture: the card is held for the amount; capture takes it, cancel releases it.
      return { ...base, status: 'authorised', failureMessage: null };
    case 'requires_action':
      // 3-D Secure: Stripe.js handleCardAction runs whichever next_action Stripe set, from the client secret.
      return {
        ...base,
        status: 'requires_action',
        failureMessage: pi.client_secret ? null : CARD_MESSAGES.notCompleted,
        nextAction: pi.client_secret ? { type: 'use_stripe_sdk', clientSecret: pi.client_secret } : null,
      };
    case 'requires_confirmation':
      return { ...base, status: 'requires_confirmation', failureMessage: null };
    case 'canceled':
      return { ...base, status: 'cancelled', failureMessage: CARD_MESSAGES.canceled };
    default:
      // requires_payment_method: the last attempt failed (or none was made).
      return { ...base, status: 'failed', failureMessage: lastAttemptMessage(pi.last_payment_error) };
  }
}

/**
 * Why the last attempt failed, in the cardholder's words. A failed 3-D Secure leaves a developer's
 * message on the intent; the cardholder gets the words Stripe.js shows for it.
 */
function lastAttemptMessage(error: Stripe.PaymentIntent.LastPaymentError | null): string {
  if (error?.code === 'payment_intent_authentication_failure') return CARD_MESSAGES.authenticationFailed;
  return error?.message ?? CARD_MESSAGES.notCompleted;
}

/** A Stripe Refund: 'requires_action' waits on the customer's bank like 'pending'; 'canceled' gave nothing back. */
export function fromStripeRefund(refund: Stripe.Refund): ProviderRefund {
  const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : refund.status === 'canceled' ? 'failed' : 'pending';
  return { id: refund.id, amountPence: refund.amount, status };
}

/** Keys must never reach a visitor or a log line, even the masked ones Stripe echoes. */
export function withoutKeys(text: string): string {
  return text.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9*]+/g, '[key]');
}

export interface StripeFailureLog {
  warn(details: object, message: string): void;
}

/**
 * Stripe's errors as expected failures: the card's own problems keep Stripe's cardholder
 * message; a refused request keeps its (key-free) message; everything else (keys, permissions,
 * rate limits, outages, network) is the provider being unavailable and is logged for us.
 */
export function fromStripeError(error: unknown, errors: typeof Stripe.errors, log?: StripeFailureLog): ProviderResult<never> {
  if (!(error instanceof errors.StripeError)) throw error;
  if (error instanceof errors.StripeCardError) return providerFail('card', error.message || CARD_MESSAGES.declined);
  if (error instanceof errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return providerFail('not_found', withoutKeys(error.message));
    return providerFail('invalid', withoutKeys(error.message));
  }
  log?.warn(
    { provider: 'stripe', type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId, message: withoutKeys(error.message ?? '') },
    'Card provider call failed',
  );
  return providerFail('unavailable', 'Card payments are unavailable right now.');
}
