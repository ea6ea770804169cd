/**
 * The one way a password is checked. Every check counts against the same per-address and
 * per-email limits (PASSWORD_LIMITS) BEFORE the ~50 ms argon2 verification, so a refused guess
 * costs a counter, not a hash; a right password gives its count back, and so does an attempt
 * refused before it was checked, so only wrong passwords add up: a client who books often, or
 * whose browser sends many right passwords at once, is never locked out by them.
 */
import { PASSWORD_LIMITS } from '../../http/limits.js';
import { refusal } from '../../http/address-limits.js';
import type { RateLimiter, RateRule } from '../../platform/limiter/index.js';
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
  /** Counts one attempt under `rule`; a refused attempt is given back at once, so it stays at the limit and adds nothing. */
  async function admit(rule: RateRule, subject: string): Promise<Failure | null> {
    const decision = await limiter.hit(rule, subject);
    if (decision.allowed) return null;
    await limiter.undo(rule, subject);
    return refusal(rule, decision.retryAfterSeconds);
  }

  return {
    async check(attempt: PasswordAttempt): Promise<PasswordVerdict> {
      const email = attempt.email.trim().toLowerCase();
      // A refused address does not count against the email: a flood from one address must not
      // lock the account's owner out as well.
      const byAddress = await admit(limits.perAddress, attempt.address);
      if (byAddress) return byAddress;
      const byEmail = await admit(limits.perEmail, email);
      if (byEmail) {
        await limiter.undo(limits.perAddress, attempt.address);
        return byEmail;
      }
      const matches = await verifyPassword(attempt.storedHash, attempt.password);
      if (matches) {
        await Promise.all([limiter.undo(limits.perAddress, attempt.address), limiter.undo(limits.perEmail, email)]);
        return 'match';
      }
      return 'mismatch';
    },

    /**
     * The password of a request already answered, sent again with it (a replayed booking: the
     * same idempotency key and the same request). A right one is no guess at the account, and a
     * browser may send a burst of retries at once, so the email's limit is only looked at here,
     * never counted ahead: a locked account is still refused, and a wrong password counts
     * against it after the hash. Per address it counts before hashing, as every check does.
     */
    async checkReplay(attempt: PasswordAttempt): Promise<PasswordVerdict> {
      const email = attempt.email.trim().toLowerCase();
      const byAddress = await admit(limits.perAddress, attempt.address);
      if (byAddress) return byAddress;
      const locked = await limiter.peek(limits.perEmail, email);
      if (!locked.allowed) {
        await limiter.undo(limits.perAddress, attempt.address);
        return refusal(limits.perEmail, locked.retryAfterSeconds);
      }
      const matches = await verifyPassword(attempt.storedHash, attempt.password);
      if (matches) {
        await limiter.undo(limits.perAddress, attempt.address);
        return 'match';
      }
      await limiter.hit(limits.perEmail, email);
      return 'mismatch';
    },
  };
}
