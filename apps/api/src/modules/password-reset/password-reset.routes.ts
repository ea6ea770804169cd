import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS, forgotPasswordRequestSchema, MESSAGES, resetPasswordRequestSchema, verifyCodeRequestSchema } from '@kerbside/contract';
import { TOO_MANY_ATTEMPTS, type RateLimiter } from '../../http/rate-limit.js';
import { parseInput, sendResult } from '../../http/result.js';
import type { PasswordResetService } from './password-reset.service.js';
import { firstRefusal, RESET_LIMITS } from './reset-rate-limits.js';

function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ success: false, message: TOO_MANY_ATTEMPTS });
}

/** Spec §7: each call answers a success flag and a message the website shows (spec §8). */
export function passwordResetRoutes(app: FastifyInstance, deps: { service: PasswordResetService; limiter: RateLimiter }) {
  const { service, limiter } = deps;
  const done = (message: string) => () => ({ success: true, message });

  app.post(API_PATHS.forgotPassword, async (request, reply) => {
    // The address is counted before the body is read, so malformed requests count too.
    const byAddress = await firstRefusal(limiter, [[RESET_LIMITS.requestPerAddress, request.ip]]);
    if (byAddress !== null) return tooMany(reply, byAddress);
    const input = parseInput(forgotPasswordRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const byEmail = await firstRefusal(limiter, [[RESET_LIMITS.requestPerEmail, input.value.email]]);
    if (byEmail !== null) return tooMany(reply, byEmail);
    return sendResult(reply, await service.requestCode(input.value.email), done(MESSAGES.resetCodeSent));
  });

  app.post(API_PATHS.verifyCode, async (request, reply) => {
    const refused = await firstRefusal(limiter, [[RESET_LIMITS.codePerAddress, request.ip]]);
    if (refused !== null) return tooMany(reply, refused);
    const input = parseInput(verifyCodeRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.verifyCode(input.value.email, input.value.code), done(MESSAGES.resetCodeVerified));
  });

  app.post(API_PATHS.resetPassword, async (request, reply) => {
    const refused = await firstRefusal(limiter, [[RESET_LIMITS.codePerAddress, request.ip]]);
    if (refused !== null) return tooMany(reply, refused);
    const input = parseInput(resetPasswordRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    const { email, code, new_password } = input.value;
    return sendResult(reply, await service.resetPassword(email, code, new_password), done(MESSAGES.passwordReset));
  });
}
