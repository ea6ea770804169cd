import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  confirmPaymentIntentRequestSchema,
  sandboxAuthenticateRequestSchema,
  sandboxPaymentIntentParamsSchema,
  sandboxPaymentMethodRequestSchema,
} from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { ADDRESS_LIMITS, PAYMENT_STEPS } from '../../http/limits.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { fail, ok, parseInput, sendResult } from '../../http/result.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import type { PaymentsApi } from './payments.service.js';
import type { SandboxProvider } from './sandbox.provider.js';

// Card testing (trying stolen card numbers through a checkout) is bounded per address: each
// payment counts once, when it starts (create-payment-intent, checkouts module). The calls that
// carry it on are counted per payment (PAYMENT_STEPS), so the bank's check never costs the
// address a second count and a payment it approved is never refused for its address.
/** create-payment-intent's route options. */
export const PAYMENTS_ROUTE_OPTIONS = { config: { addressLimits: [ADDRESS_LIMITS.payments] } };
const sandboxCards = { config: { addressLimits: [ADDRESS_LIMITS.sandboxCards] } };

export function paymentsRoutes(app: FastifyInstance, service: PaymentsApi, sandbox: SandboxProvider | null, limiter: RateLimiter) {
  /** The 429 when this payment has had its calls for the hour (counted per intent id, from any address). */
  const paymentStep = (paymentIntentId: string) => overLimit(limiter, PAYMENT_STEPS, paymentIntentId);

  app.get(API_PATHS.secretKey, async (_request, reply) => sendResult(reply, ok(service.publicConfig())));

  app.post(API_PATHS.sandboxPaymentMethods, sandboxCards, async (request, reply) => {
    if (!sandbox) return sendResult(reply, fail(404, PAYMENT_MESSAGES.sandboxOff));
    const open = await service.cardsOpen();
    if (!open.ok) return sendResult(reply, open);
    const input = parseInput(sandboxPaymentMethodRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const method = await sandbox.createPaymentMethod(input.value);
    // The card's own problems (number, expiry, CVC) are the visitor's to correct: 400.
    return sendResult(reply, method.ok ? ok(method.value) : fail(400, method.message));
  });

  app.post(API_PATHS.sandboxAuthenticate, async (request, reply) => {
    if (!sandbox) return sendResult(reply, fail(404, PAYMENT_MESSAGES.intentNotFound));
    const open = await service.cardsOpen();
    if (!open.ok) return sendResult(reply, open);
    const params = parseInput(sandboxPaymentIntentParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    const input = parseInput(sandboxAuthenticateRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const refused = await paymentStep(params.value.id);
    if (refused) return sendResult(reply, refused);
    const answered = await sandbox.authenticate(params.value.id, input.value.client_secret, input.value.outcome);
    if (answered.ok) return sendResult(reply, ok(answered.value));
    // An unknown intent and a wrong secret get the same answer.
    return sendResult(reply, answered.kind === 'not_found' ? fail(404, PAYMENT_MESSAGES.intentNotFound) : fail(409, answered.message));
  });

  app.post(API_PATHS.confirmPaymentIntent, async (request, reply) => {
    const input = parseInput(confirmPaymentIntentRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const refused = await paymentStep(input.value.paymentIntentId);
    return sendResult(reply, refused ?? (await service.confirmIntent(input.value.paymentIntentId)));
  });
}
