/**
 * Rate limits on every call that checks a password (sign-in and the booking flow's email check):
 * per client address and per account email. The two calls share the counters, so an attacker
 * cannot double their guesses by alternating between them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema } from '@kerbside/contract';
import { TOO_MANY_ATTEMPTS, type RateLimiter, type RateRule } from '../../http/rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route option: the route checks an { email, password } body; limit its attempts. */
    passwordAttempts?: boolean;
  }
}

export interface PasswordAttemptLimits {
  perAddress: RateRule;
  perEmail: RateRule;
}

/**
 * Per address: generous enough for an office behind one NAT address, tight enough that one address
 * cannot sweep accounts. Per email: a handful of guesses per quarter hour, however many addresses
 * the guesser has.
 */
export const DEFAULT_PASSWORD_ATTEMPT_LIMITS: PasswordAttemptLimits = {
  perAddress: { name: 'password:ip', limit: 20, windowSeconds: 60 },
  perEmail: { name: 'password:email', limit: 10, windowSeconds: 15 * 60 },
};

/** Counts one password attempt; the answer says whether it may go ahead, and if not, for how long to wait. */
export async function countPasswordAttempt(
  limiter: RateLimiter,
  limits: PasswordAttemptLimits,
  address: string,
  email: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const byAddress = await limiter.hit(limits.perAddress, address);
  // A refused address does not count against the email: a flood from one address should not
  // lock the account's owner out as well.
  if (!byAddress.allowed) return byAddress;
  return limiter.hit(limits.perEmail, email);
}

/**
 * Applies the limits to every route with `config: { passwordAttempts: true }`. Only well-formed
 * attempts count: a malformed body gets its 400 from the route without any password being checked.
 */
export function registerPasswordAttemptLimits(app: FastifyInstance, limiter: RateLimiter, limits: PasswordAttemptLimits) {
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = loginRequestSchema.safeParse(request.body ?? {});
    if (!attempt.success) return;
    const decision = await countPasswordAttempt(limiter, limits, request.ip, attempt.data.email);
    if (decision.allowed) return;
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, decision.retryAfterSeconds)))
      .send({ success: false, message: TOO_MANY_ATTEMPTS });
  };
  // A callback hook, so the quote and booking paths (no flag) pay no promise for it.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!request.routeOptions.config.passwordAttempts) return done();
    limit(request, reply).then(() => {
      if (!reply.sent) done(); // a 429 already answered
    }, done);
  });
}
