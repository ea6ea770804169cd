import type Stripe from 'stripe';
import { providerOk, type CardProvider, type ProviderIntent, type ProviderResult } from './card.provider.js';
import { fromStripeError, fromStripeIntent, fromStripeRefund, type StripeFailureLog } from './stripe-intents.js';
import { stripeLibrary } from '../../lib/stripe-library.js';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_API_URL: another API host, e.g. a local test server (http://127.0.0.1:12111). */
  apiUrl?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
  log?: StripeFailureLog;
}

/** The refund's metadata field that keeps the idempotency key it was made with. */
export const REFUND_KEY_FIELD = 'kerbside_key';

/** The Stripe client's host, port and protocol from a base URL. */
export function stripeConnection(apiUrl?: string): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * Stripe PaymentIntents, confirmed by our server (confirmation_method 'manual'): the website
 * makes the PaymentMethod with Stripe.js, we create the intent for the server's amount and confirm it.
 */
export function createStripeProvider(options: StripeProviderOptions): CardProvider {
  let made: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  /** The client, made by the first call (lib/stripe-library.ts). */
  const client = () =>
    (made ??= stripeLibrary().then((StripeClient) => ({
      stripe: new StripeClient(options.secretKey, {
        ...stripeConnection(options.apiUrl),
        maxNetworkRetries: options.maxNetworkRetries ?? 2,
        timeout: options.timeoutMs ?? 20_000,
        telemetry: false,
        appInfo: { name: 'Kerbside' },
      }),
      errors: StripeClient.errors,
    })));

  async function call(work: (stripe: Stripe) => Promise<Stripe.PaymentIntent>): Promise<ProviderResult<ProviderIntent>> {
    const { stripe, errors } = await client();
    try {
      return providerOk(fromStripeIntent(await work(stripe)));
    } catch (error) {
      return fromStripeError(error, errors, options.log);
    }
  }

  const retrieveIntent = (id: string) => call((stripe) => stripe.paymentIntents.retrieve(id));

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    createIntent: (input) =>
      call((stripe) =>
        stripe.paymentIntents.create({
          amount: input.amountPence,
          currency: input.currency.toLowerCase(),
          payment_method: input.paymentMethodId,
          confirmation_method: 'manual',
          // Cards only. From API version 2026-09-30 `payment_method_types` is no longer writable
          // and `allowed_payment_method_types` replaces it (exclusive with automatic_payment_methods).
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
          // Set only for 'manual', so an automatic intent is made with exactly the fields it always was.
          ...(input.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
          // The card's brand and last four, for the receipt, in the same call.
          expand: ['payment_method'],
        }),
      ),

    async confirmIntent(id) {
      const { stripe, errors } = await client();
      try {
        return providerOk(fromStripeIntent(await stripe.paymentIntents.confirm(id)));
      } catch (error) {
        // A decline is an answer, not a failed call: the intent now says why.
        if (error instanceof errors.StripeCardError) {
          if (error.payment_intent) return providerOk({ ...fromStripeIntent(error.payment_intent), status: 'failed', failureMessage: error.message });
          const current = await retrieveIntent(id);
          return current.ok ? providerOk({ ...current.value, status: 'failed', failureMessage: error.message }) : current;
        }
        // Confirmed already (a second tab, a retried request): report where it stands.
        if (error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          return retrieveIntent(id);
        }
        return fromStripeError(error, errors, options.log);
      }
    },

    retrieveIntent,

    capture: (input) =>
      call((stripe) => stripe.paymentIntents.capture(input.intentId, { amount_to_capture: input.amountPence }, { idempotencyKey: input.idempotencyKey })),

    cancel: (intentId) => call((stripe) => stripe.paymentIntents.cancel(intentId)),

    async refund(input) {
      const { stripe, errors } = await client();
      try {
        // The key is kept on the refund too: Stripe forgets idempotency keys after 24 hours, findRefund reads it back.
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountPence, metadata: { [REFUND_KEY_FIELD]: input.idempotencyKey } },
          { idempotencyKey: input.idempotencyKey },
        );
        return providerOk(fromStripeRefund(refund));
      } catch (error) {
        return fromStripeError(error, errors, options.log);
      }
    },

    async findRefund(input) {
      const { stripe, errors } = await client();
      try {
        for await (const refund of stripe.refunds.list({ payment_intent: input.intentId, limit: 100 })) {
          if (refund.metadata?.[REFUND_KEY_FIELD] === input.idempotencyKey) return providerOk(fromStripeRefund(refund));
        }
        return providerOk(null);
      } catch (error) {
        return fromStripeError(error, errors, options.log);
      }
    },
  };
}
