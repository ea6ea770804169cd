/**
 * Reset codes: six random digits, stored only as HMAC-SHA-256 keyed with a random per-row salt.
 *
 * Why a hash when a six-digit code is easy to brute-force offline: it keeps live codes out of
 * backups, replicas, query logs and support screens. Someone who can read the table while a code
 * is live (15 minutes) could still find it; the short life, the attempt limit and the rate limits
 * are what protect a code, not the hash.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MINUTES = 15;
/** Wrong tries a code survives; the next try is refused even with the right code. */
export const MAX_WRONG_ATTEMPTS = 5;

export interface HashedCode {
  salt: string;
  hash: string;
}

/** A uniformly random six-digit code, leading zeros kept. */
export function newResetCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashResetCode(code: string, salt: string = randomBytes(16).toString('hex')): HashedCode {
  return { salt, hash: createHmac('sha256', salt).update(code).digest('hex') };
}

/** Constant-time comparison of a typed code with a stored hash. */
export function resetCodeMatches(code: string, stored: HashedCode): boolean {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = Buffer.from(hashResetCode(code, stored.salt).hash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
