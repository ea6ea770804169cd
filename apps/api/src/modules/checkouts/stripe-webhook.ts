/**
 * POST /api/v1/payments/stripe/webhook: Stripe's events, signed with the endpoint's secret. The
 * signature covers the raw bytes, so this route keeps the body as it came (its own scope, no JSON
 * parsing, 64 KB at most). Outside the website's key check: Stripe sends no API keys.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { OPERATIONS } from '@kerbside/contract';
import { fail, ok, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { PaymentEvent } from '../payments/index.js';
import { stripeLibrary } from '../../lib/stripe-library.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import type { EventVerdict } from './payment-events.js';

const WEBHOOK_MAX_BYTES = 64 * 1024;
/** Stripe's own default: an event signed more than 5 minutes ago is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeWebhookDeps {
  /** STRIPE_WEBHOOK_SECRET; unset, the route answers 404. */
  secret: string | undefined;
  handle: (event: PaymentEvent) => Promise<EventVerdict>;
  now: () => Date;
}

/** The event's id, type and payment intent; null for a signed body that is not an event. */
function readEvent(event: Stripe.Event): PaymentEvent | null {
  const loose = event as unknown as { id?: unknown; type?: unknown; data?: { object?: { object?: unknown; id?: unknown } } };
  if (typeof loose.id !== 'string' || typeof loose.type !== 'string') return null;
  const object = loose.data?.object;
  const intentId = object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
  return { provider: 'stripe', id: loose.id, type: loose.type, intentId };
}

export function stripeWebhookRoutes(api: FastifyInstance, deps: StripeWebhookDeps) {
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) => done(null, body));

    serve(scope, OPERATIONS.stripeWebhook, async (request, reply) => {
      if (!deps.secret) return sendResult(reply, fail(404, CHECKOUT_MESSAGES.webhookOff));
      const signature = request.headers['stripe-signature'];
      // The raw bytes the parser above kept (the declaration has no JSON body).
      const raw: unknown = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) return sendResult(reply, fail(400, CHECKOUT_MESSAGES.badSignature));
      const { webhooks } = await stripeLibrary();
      let event: PaymentEvent | null;
      try {
        event = readEvent(webhooks.constructEvent(raw, signature, deps.secret, SIGNATURE_TOLERANCE_SECONDS, undefined, deps.now().getTime()));
      } catch {
        // A forged, altered or stale event, or a signed body that is not JSON.
        return sendResult(reply, fail(400, CHECKOUT_MESSAGES.badSignature));
      }
      if (!event) return sendResult(reply, fail(400, CHECKOUT_MESSAGES.notAnEvent));
      try {
        const verdict = await deps.handle(event);
        return sendResult(reply, verdict === 'retry' ? fail(503, CHECKOUT_MESSAGES.tryAgain) : ok({ received: true as const }));
      } catch (error) {
        // Not the sender's fault: Stripe sends the event again later.
        request.log.error({ err: error, eventId: event.id, type: event.type }, 'A Stripe event could not be handled');
        return sendResult(reply, fail(503, CHECKOUT_MESSAGES.tryAgain));
      }
    });
  });
}
