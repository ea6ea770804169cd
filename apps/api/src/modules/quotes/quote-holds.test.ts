import { describe, expect, it } from 'vitest';
import { createQuoteHolds, formDigest } from './quote-holds.js';

const hold = { journey: formDigest('mileage', { pickup: 'A', dropoff: 'B' }), expiresAt: 1_800_000_000_000, versions: [[1, 7], [2, 9]] as Array<[number, number]> };

describe('quote holds', () => {
  it('reads back what it signed, and nothing it did not', () => {
    const holds = createQuoteHolds('key-one');
    const token = holds.sign(hold);
    expect(holds.read(token)).toEqual(hold);
    expect(createQuoteHolds('key-two').read(token)).toBeNull();
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify([hold.journey, hold.expiresAt + 60_000, hold.versions])).toString('base64url');
    expect(holds.read(`${other}.${signature}`)).toBeNull();
    for (const bad of ['', '.', 'a.b.c', `${payload}`, `${payload}.`, `${payload}.${signature}x`, 'x'.repeat(600), '\u0000.\u0000']) {
      expect(holds.read(bad)).toBeNull();
    }
  });

  it('binds the priced fields of the form, not the flight numbers entered after the quote', () => {
    const form = { pickup: 'A', dropoff: 'B', pickup_fight_number: '', passengers: 2 };
    expect(formDigest('mileage', { ...form, pickup_fight_number: 'BA117' })).toBe(formDigest('mileage', form));
    expect(formDigest('mileage', { ...form, passengers: 3 })).not.toBe(formDigest('mileage', form));
    expect(formDigest('hourly', form)).not.toBe(formDigest('mileage', form));
  });
});
