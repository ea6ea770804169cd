/** Sign-in link and session tokens of the driver app: random, given out once, stored only as SHA-256 (pure). */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, so a read stays a read. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** 32 random bytes in base64url: 43 characters. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export const hashSecret = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isWellFormedSecret = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Derived from the cookie's secret as the console's is, with a prefix of its own: nothing more is stored. */
export const csrfTokenOf = (sessionToken: string): string => createHash('sha256').update(`kerbside-driver-csrf\u0000${sessionToken}`).digest('base64url');

export function csrfMatches(sessionToken: string, header: string | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
