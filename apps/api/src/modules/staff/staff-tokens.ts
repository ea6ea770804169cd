/** Console session, CSRF and invite tokens: random, given out once, stored only as SHA-256 (pure). */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** last_used_at is written at most this often per session, so a read stays a read. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** 32 random bytes in base64url: 43 characters. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` hashes to `hash`, in constant time. */
export function secretMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const isWellFormedSecret = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The CSRF token of a session: derived from the cookie's secret token, so every tab of one session
 * holds the same one and nothing more is stored. A page on another site can make the browser send
 * the cookie but can neither read it nor this token.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`kerbside-csrf\u0000${sessionToken}`).digest('base64url');
}

/** Whether a request's CSRF header matches its session, in constant time. */
export function csrfMatches(sessionToken: string, header: string | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
