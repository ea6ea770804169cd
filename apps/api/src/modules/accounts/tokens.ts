/** Sign-in tokens: random, shown to the passenger once, stored only as a SHA-256 hash (pure; no I/O). */
import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs and by secret scanners. */
export const TOKEN_PREFIX = 'kbs_';
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token, so an authenticated read stays a read. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

// 32 random bytes in base64url are 43 characters, no padding.
const TOKEN_PATTERN = /^kbs_[A-Za-z0-9_-]{43}$/;
const BEARER_PATTERN = /^Bearer +(\S+) *$/i;

export function newToken(): { token: string; hash: string } {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * A fast hash is enough here (unlike passwords): the token carries 256 random bits, so a leaked
 * hash cannot be turned back into a token by guessing.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer kbs_…` header, or null when missing or malformed. */
export function bearerToken(authorization: string | undefined): string | null {
  const token = authorization?.match(BEARER_PATTERN)?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}
