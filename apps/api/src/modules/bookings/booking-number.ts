import { randomFillSync } from 'node:crypto';

// Each call into the system's random source costs ~10 µs, far more than 8 bytes: draw them from a
// pool refilled 256 references at a time (as crypto.randomUUID does). Every byte is used once.
const pool = Buffer.alloc(8 * 256);
let used = pool.length;

function randomOctets(): Buffer {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 8;
  return pool.subarray(used - 8, used);
}

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A readable booking reference such as 'KB-7Q4M-2XHD': 8 crypto-random characters, 40 bits, so
 * references cannot be guessed from one another. The unique index catches the rare collision.
 */
export function newBookingNumber(): string {
  const bytes = randomOctets();
  let chars = '';
  // 256 is a multiple of 32, so taking 5 bits of each byte is unbiased.
  for (const byte of bytes) chars += ALPHABET[byte & 31];
  return `KB-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const BOOKING_NUMBER_PATTERN = /^KB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
