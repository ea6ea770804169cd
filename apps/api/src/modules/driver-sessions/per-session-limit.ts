import type { FastifyReply, FastifyRequest } from 'fastify';
import { overLimit } from '../../http/address-limits.js';
import { sendFailure } from '../../http/result.js';
import type { RateLimiter, RateRule } from '../../platform/limiter/index.js';

/**
 * A preValidation hook counting a driver route's calls per driver session (a phone), before the body
 * is checked: a phone sending nonsense is stopped as soon as one sending real updates.
 */
export function perDriverSession(limiter: RateLimiter, rule: RateRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await overLimit(limiter, rule, String(request.driverSession.sessionId));
    if (refused) return sendFailure(reply, refused);
  };
}
