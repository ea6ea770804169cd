import type { FastifyInstance } from 'fastify';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { RESET_CODE_MAILS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { PasswordResetService } from './password-reset.service.js';

// Per address, counted before the body is read (malformed requests count too: their declared
// limits). Requesting codes bounds how fast anyone can probe which emails have an account (the 404
// of spec §8); trying codes is shared by verify-code and reset-password, as a normal reset makes
// one call of each.

/** Spec §7: each call answers a success flag and a message the website shows (spec §8). */
export function passwordResetRoutes(app: FastifyInstance, deps: { service: PasswordResetService; limiter: RateLimiter }) {
  const { service, limiter } = deps;
  const done = (message: string) => () => ({ success: true, message });

  serve(app, OPERATIONS.forgotPassword, async (request, reply) => {
    const { email } = request.body;
    // Codes (and mails) one account can be sent, from any number of addresses.
    const refused = await overLimit(limiter, RESET_CODE_MAILS, email);
    if (refused) return sendResult(reply, refused);
    return sendResult(reply, await service.requestCode(email), done(MESSAGES.resetCodeSent));
  });

  serve(app, OPERATIONS.verifyResetCode, async (request, reply) =>
    sendResult(reply, await service.verifyCode(request.body.email, request.body.code), done(MESSAGES.resetCodeVerified)),
  );

  serve(app, OPERATIONS.resetPassword, async (request, reply) => {
    const { email, code, new_password } = request.body;
    return sendResult(reply, await service.resetPassword(email, code, new_password), done(MESSAGES.passwordReset));
  });
}
