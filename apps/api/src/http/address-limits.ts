/**
 * Per-address limits, decided by the matched route: every route registered in the plugin this is
 * registered in (the /api plugin) and its children gets an onRequest hook with the baseline and
 * its own `addressLimits`, counted before the body is read, so a refused caller costs a counter
 * and nothing else. The rules of each route are put together once, when the route is added.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LIMIT_MESSAGES } from '@kerbside/contract';
import { clientAddressKey } from './client-address.js';
import { waitText } from './limits.js';
import type { RateDecision, RateLimiter, RateRule } from '../platform/limiter/index.js';
import { limited, sendFailure, type Failure } from './result.js';

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

/** Counts one attempt of `subject` under `rule`: the 429 to answer when it is over the limit, else null. */
export async function overLimit(limiter: RateLimiter, rule: RateRule, subject: string): Promise<Failure | null> {
  const decision = await limiter.hit(rule, subject);
  return decision.allowed ? null : refusal(rule, decision.retryAfterSeconds);
}

/**
 * Counts `rules` in order for the request's address and stops at the first refusal. With the
 * in-process store every count answers at once, so the whole check runs without a promise.
 */
function limitHook(limiter: RateLimiter, rules: readonly RateRule[]): onRequestHookHandler {
  return function limitAddress(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const subject = clientAddressKey(request.ip);
    request.addressKey = subject;
    const refuse = (rule: RateRule, decision: RateDecision) => sendFailure(reply, refusal(rule, decision.retryAfterSeconds));
    const from = (start: number): void => {
      for (let i = start; i < rules.length; i++) {
        const rule = rules[i]!;
        const decision = limiter.hit(rule, subject);
        if (decision instanceof Promise) {
          decision.then((d) => (d.allowed ? from(i + 1) : refuse(rule, d)), done);
          return;
        }
        if (!decision.allowed) {
          refuse(rule, decision);
          return;
        }
      }
      done();
    };
    from(0);
  };
}

/** A per-address traffic rule multiplied by RATE_LIMIT_FACTOR (at least 1). */
export const scaledRule = (rule: RateRule, factor: number): RateRule => (factor === 1 ? rule : { ...rule, limit: Math.max(1, Math.round(rule.limit * factor)) });

/** Routes a provider calls with a signature, which take the larger `signedBaseline` in place of the baseline. */
const SIGNED_BY_PROVIDER = new Set(['stripe-signature', 'twilio-signature']);

export function registerAddressLimits(api: FastifyInstance, deps: { limiter: RateLimiter; baseline: RateRule; signedBaseline: RateRule; factor: number }) {
  const { limiter, factor } = deps;
  const scaled = (rule: RateRule) => scaledRule(rule, factor);
  const baseline = scaled(deps.baseline);
  const signedBaseline = scaled(deps.signedBaseline);

  api.decorateRequest('addressKey', '');
  api.addHook('onRoute', (route) => {
    const own = route.config?.addressLimits ?? [];
    const auth = route.config?.operation?.auth;
    const hook = limitHook(limiter, [auth && SIGNED_BY_PROVIDER.has(auth) ? signedBaseline : baseline, ...own.map(scaled)]);
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [hook, ...existing];
  });
}
