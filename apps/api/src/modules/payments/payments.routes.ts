import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { PAYMENT_STEPS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { fail, ok, sendResult, type Result } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import type { PaymentsApi } from './payments.service.js';
import type { SandboxProvider } from './sandbox.provider.js';

// Card testing (trying stolen card numbers through a checkout) is bounded per address: each
// payment counts once, when it starts (create-payment-intent, checkouts module). The calls that
// carry it on are counted per payment (PAYMENT_STEPS), so the bank's check never costs the
// address a second count and a payment it approved is never refused for its address.

export function paymentsRoutes(app: FastifyInstance, service: PaymentsApi, sandbox: SandboxProvider | null, limiter: RateLimiter) {
  /** The 429 when this payment has had its calls for the hour (counted per intent id, from any address). */
  const paymentStep = (paymentIntentId: string) => overLimit(limiter, PAYMENT_STEPS, paymentIntentId);

  const sandboxOff = fail(404, PAYMENT_MESSAGES.sandboxOff);
  const noSuchIntent = fail(404, PAYMENT_MESSAGES.intentNotFound);
  /** The sandbox's routes say whether it is in use, and whether cards are on, before they read what was sent. */
  const sandboxOpen = (off: Result<never>): preValidationAsyncHookHandler =>
    async function sandboxOpen(_request, reply) {
      if (!sandbox) return sendResult(reply, off);
      const open = await service.cardsOpen();
      if (!open.ok) return sendResult(reply, open);
    };

  serve(app, OPERATIONS.getPaymentConfig, async (_request, reply) => sendResult(reply, ok(service.publicConfig())));

  serve(
    app,
    OPERATIONS.createSandboxPaymentMethod,
    async (request, reply) => {
      if (!sandbox) return sendResult(reply, sandboxOff);
      const method = await sandbox.createPaymentMethod(request.body);
      // The card's own problems (number, expiry, CVC) are the visitor's to correct: 400.
      return sendResult(reply, method.ok ? ok(method.value) : fail(400, method.message));
    },
    { preValidation: sandboxOpen(sandboxOff) },
  );

  serve(
    app,
    OPERATIONS.authenticateSandboxPaymentIntent,
    async (request, reply) => {
      if (!sandbox) return sendResult(reply, noSuchIntent);
      const refused = await paymentStep(request.params.id);
      if (refused) return sendResult(reply, refused);
      const answered = await sandbox.authenticate(request.params.id, request.body.client_secret, request.body.outcome);
      if (answered.ok) return sendResult(reply, ok(answered.value));
      // An unknown intent and a wrong secret get the same answer.
      return sendResult(reply, answered.kind === 'not_found' ? fail(404, PAYMENT_MESSAGES.intentNotFound) : fail(409, answered.message));
    },
    { preValidation: sandboxOpen(noSuchIntent) },
  );

  serve(app, OPERATIONS.confirmPaymentIntent, async (request, reply) => {
    const refused = await paymentStep(request.body.paymentIntentId);
    return sendResult(reply, refused ?? (await service.confirmIntent(request.body.paymentIntentId)));
  });
}
