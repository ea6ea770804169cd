/**
 * A price shown is a price kept: a quote carries one signed hold naming the journey (a digest of
 * the form) and the tariff version each company's vehicles were priced with, valid for 15 minutes.
 * A booking or payment within that time is priced again on the server, from its company's held
 * version: the browser's amount is still never trusted, and the hold cannot be moved to another
 * journey or version. One signature per quote (not per vehicle) keeps the quote path fast. Signed
 * with a key every instance shares (platform_secrets).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const QUOTE_HOLD_MS = 15 * 60_000;

export interface QuoteHold {
  /** formDigest() of the priced form. */
  journey: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** [company id, tariff version id] of each company the quote priced. */
  versions: Array<[number, number]>;
}

const encode = (buffer: Buffer) => buffer.toString('base64url');

/** Fields of a form that do not change its price (entered after the quote, e.g. on the details step). */
const NOT_PRICED = new Set(['pickup_fight_number', 'return_fight_number', 'modal']);

/** The journey a hold is for: the priced fields of a parsed form, in its own key order. */
export function formDigest(kind: 'mileage' | 'hourly', form: object): string {
  const priced = Object.entries(form).filter(([key]) => !NOT_PRICED.has(key));
  return encode(createHash('sha256').update(kind).update(JSON.stringify(priced)).digest().subarray(0, 16));
}

export function createQuoteHolds(key: string) {
  // Truncated to 128 bits (as RFC 2104 allows): the token rides on every vehicle of a quote.
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
  return {
    sign(hold: QuoteHold): string {
      const payload = encode(Buffer.from(JSON.stringify([hold.journey, hold.expiresAt, hold.versions])));
      return `${payload}.${encode(mac(payload))}`;
    },

    /** The hold a token carries if we signed it, whatever its expiry; null for anything else. */
    read(token: string): QuoteHold | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 512) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      if (!Array.isArray(fields) || fields.length !== 3) return null;
      const [journey, expiresAt, versions] = fields as unknown[];
      const whole = (n: unknown): n is number => Number.isSafeInteger(n);
      const pair = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && whole(p[0]) && whole(p[1]);
      if (typeof journey !== 'string' || !whole(expiresAt) || !Array.isArray(versions) || !versions.every(pair)) return null;
      return { journey, expiresAt, versions };
    },
  };
}

export type QuoteHolds = ReturnType<typeof createQuoteHolds>;
