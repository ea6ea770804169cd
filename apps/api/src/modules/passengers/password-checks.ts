/**
 * The one way a password is checked. Every check counts against the same per-address and
 * per-email limits (PASSWORD_LIMITS) BEFORE the ~50 ms argon2 verification, so a refused guess
 * costs a counter, not a hash; a right password gives its count back, so only failures add up
 * and a client who books often is never locked out by their own successes.
 */
import { PASSWORD_LIMITS } from '../../http/limits.js';
import { overLimit } from '../../http/address-limits.js';
import type { RateLimiter, RateRule } from '../../http/rate-limit.js';
import type { Failure } from '../../http/result.js';
import { verifyPassword } from './passwords.js';

export interface PasswordAttempt {
  /** The caller's address key (request.addressKey). */
  address: string;
  /** The account's email, as typed (an unknown email is counted all the same). */
  email: string;
  /** The stored hash, or null for an unknown account (still one verification's time). */
  storedHash: string | null | undefined;
  password: string;
}

/** 'match', 'mismatch', or the 429 to answer instead of checking. */
export type PasswordVerdict = 'match' | 'mismatch' | Failure;

export type PasswordChecks = ReturnType<typeof createPasswordChecks>;

export function createPasswordChecks(limiter: RateLimiter, limits: { perAddress: RateRule; perEmail: RateRule } = PASSWORD_LIMITS) {
  return {
    async check(attempt: PasswordAttempt): Promise<PasswordVerdict> {
      const email = attempt.email.trim().toLowerCase();
      // A refused address does not count against the email: a flood from one address must not
      // lock the account's owner out as well.
      const refused = (await overLimit(limiter, limits.perAddress, attempt.address)) ?? (await overLimit(limiter, limits.perEmail, email));
      if (refused) return refused;
      const matches = await verifyPassword(attempt.storedHash, attempt.password);
      if (matches) {
        await Promise.all([limiter.undo(limits.perAddress, attempt.address), limiter.undo(limits.perEmail, email)]);
        return 'match';
      }
      return 'mismatch';
    },
  };
}
