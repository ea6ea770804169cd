/** The idempotency key of one booking attempt (reused while the same booking is retried). */
import type { BookingAttempt } from '../../lib/storage';

/** The stored attempt when it is for this booking, else a new one. */
export function attemptFor(fingerprint: string, stored: BookingAttempt | null, makeKey: () => string): BookingAttempt {
  if (stored && stored.fingerprint === fingerprint && stored.key.length >= 8) return stored;
  return { key: makeKey(), fingerprint };
}

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * crypto.randomUUID exists only in secure contexts (https, localhost); a site opened over plain
 * http on a LAN address still has getRandomValues, so build a version-4 UUID from it there.
 */
export function newAttemptKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
