import type { FastifyInstance } from 'fastify';
import { API_PATHS, forgotPasswordRequestSchema, MESSAGES, resetPasswordRequestSchema, verifyCodeRequestSchema } from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { ADDRESS_LIMITS, RESET_CODE_MAILS } from '../../http/limits.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { parseInput, sendResult } from '../../http/result.js';
import type { PasswordResetService } from './password-reset.service.js';

// Per address, counted before the body is read (malformed requests count too). Requesting codes
// bounds how fast anyone can probe which emails have an account (the 404 of spec §8); trying
// codes is shared by verify-code and reset-password, as a normal reset makes one call of each.
const requests = { config: { addressLimits: [ADDRESS_LIMITS.resetRequests] } };
const codes = { config: { addressLimits: [ADDRESS_LIMITS.resetCodes] } };

/** Spec §7: each call answers a success flag and a message the website shows (spec §8). */
export function passwordResetRoutes(app: FastifyInstance, deps: { service: PasswordResetService; limiter: RateLimiter }) {
  const { service, limiter } = deps;
  const done = (message: string) => () => ({ success: true, message });

  app.post(API_PATHS.forgotPassword, requests, async (request, reply) => {
    const input = parseInput(forgotPasswordRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    // Codes (and mails) one account can be sent, from any number of addresses.
    const refused = await overLimit(limiter, RESET_CODE_MAILS, input.value.email);
    if (refused) return sendResult(reply, refused);
    return sendResult(reply, await service.requestCode(input.value.email), done(MESSAGES.resetCodeSent));
  });

  app.post(API_PATHS.verifyCode, codes, async (request, reply) => {
    const input = parseInput(verifyCodeRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.verifyCode(input.value.email, input.value.code), done(MESSAGES.resetCodeVerified));
  });

  app.post(API_PATHS.resetPassword, codes, async (request, reply) => {
    const input = parseInput(resetPasswordRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const { email, code, new_password } = input.value;
    return sendResult(reply, await service.resetPassword(email, code, new_password), done(MESSAGES.passwordReset));
  });
}
