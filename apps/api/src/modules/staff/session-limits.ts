/**
 * Limits counted per console session: a route's preHandler (serve's option), so it runs after the staff guard has
 * found the session (a caller without one got its 401 there and counts nothing).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { overLimit } from '../../http/address-limits.js';
import type { RateLimiter, RateRule } from '../../platform/limiter/index.js';
import { sendFailure } from '../../http/result.js';

/** Counts the call against `rule` for the request's staff session: a 429 past it. */
export function perSession(limiter: RateLimiter, rule: RateRule): preHandlerAsyncHookHandler {
  return async function limitSession(request: FastifyRequest, reply: FastifyReply) {
    const refused = await overLimit(limiter, rule, String(request.staffSession.sessionId));
    if (refused) return sendFailure(reply, refused);
  };
}
