import type { RateLimiter, RateRule } from '../../http/rate-limit.js';

/**
 * Forgot-password limits. Per address: bounds how fast anyone can probe which emails have an
 * account (the 404 of spec §8) or guess codes across accounts. Per email: bounds how many codes
 * (and mails) one account can be sent; each code also locks after 5 wrong tries.
 */
export const RESET_LIMITS = {
  requestPerAddress: { name: 'reset-request:ip', limit: 20, windowSeconds: 60 * 60 },
  requestPerEmail: { name: 'reset-request:email', limit: 5, windowSeconds: 15 * 60 },
  /** Shared by verify-code and reset-password: a normal reset makes one call of each. */
  codePerAddress: { name: 'reset-code:ip', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Counts one attempt under each rule in turn and stops at the first refusal, so a refused
 * address does not also use up the email's allowance. Seconds to wait, or null when allowed.
 */
export async function firstRefusal(limiter: RateLimiter, checks: ReadonlyArray<readonly [RateRule, string]>): Promise<number | null> {
  for (const [rule, subject] of checks) {
    const decision = await limiter.hit(rule, subject);
    if (!decision.allowed) return Math.max(1, decision.retryAfterSeconds);
  }
  return null;
}
