/**
 * Per-address limits, decided by the matched route: a baseline on every route of the plugin this
 * is registered in (the /api plugin), plus the route's own `addressLimits`. Counted in onRequest,
 * before the body is read, so a refused caller costs a counter and nothing else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMIT_MESSAGES } from '@kerbside/contract';
import { clientAddressKey } from './client-address.js';
import { waitText } from './limits.js';
import type { RateLimiter, RateRule } from './rate-limit.js';
import { limited, sendFailure } from './result.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-client-address limits of this route (from ADDRESS_LIMITS), checked in order after the baseline. */
    addressLimits?: readonly RateRule[];
  }
  interface FastifyRequest {
    /** The subject of per-address limits: the client address, IPv6 by its /64. */
    addressKey: string;
  }
}

/** A 429 for a refused rule, with the wait in Retry-After and in words. */
export function refusal(rule: RateRule, retryAfterSeconds: number) {
  return limited(retryAfterSeconds, `${rule.message ?? LIMIT_MESSAGES.requests} ${waitText(retryAfterSeconds)}`);
}

export function registerAddressLimits(api: FastifyInstance, deps: { limiter: RateLimiter; baseline: RateRule; factor: number }) {
  const { limiter, factor } = deps;
  const scaledRules = new Map<RateRule, RateRule>();
  const scaled = (rule: RateRule): RateRule => {
    let s = scaledRules.get(rule);
    if (!s) {
      s = factor === 1 ? rule : { ...rule, limit: Math.max(1, Math.round(rule.limit * factor)) };
      scaledRules.set(rule, s);
    }
    return s;
  };
  const baseline = scaled(deps.baseline);

  async function check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const subject = clientAddressKey(request.ip);
    request.addressKey = subject;
    const rules = request.routeOptions.config.addressLimits;
    for (const rule of rules ? [baseline, ...rules.map(scaled)] : [baseline]) {
      const decision = await limiter.hit(rule, subject);
      if (!decision.allowed) {
        sendFailure(reply, refusal(rule, decision.retryAfterSeconds));
        return;
      }
    }
  }

  api.decorateRequest('addressKey', '');
  // A callback hook: the quote path pays one limiter call and no extra promise chain.
  api.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    check(request, reply).then(() => {
      if (!reply.sent) done();
    }, done);
  });
}
