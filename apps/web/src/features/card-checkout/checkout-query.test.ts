import { describe, expect, it } from 'vitest';
import { encode } from '../../lib/storage';
import { chargePence, isSandboxKey, parseCheckoutQuery } from './checkout-query';

const search = (key: unknown, amount: unknown) =>
  `?${new URLSearchParams({ stripeKey: encode(key), amount: encode(amount) }).toString()}`;

describe('parseCheckoutQuery', () => {
  it('decodes the key and the amount', () => {
    expect(parseCheckoutQuery(search('pk_sandbox_abc', 43))).toEqual({ stripeKey: 'pk_sandbox_abc', amount: 43 });
  });

  it('refuses missing, broken or nonsensical values', () => {
    expect(parseCheckoutQuery('')).toBeNull();
    expect(parseCheckoutQuery('?stripeKey=%%%&amount=1')).toBeNull();
    expect(parseCheckoutQuery(search('', 43))).toBeNull();
    expect(parseCheckoutQuery(search('pk_test_x', 0))).toBeNull();
    expect(parseCheckoutQuery(search('pk_test_x', '43'))).toBeNull();
    expect(parseCheckoutQuery(search(7, 43))).toBeNull();
  });
});

describe('isSandboxKey', () => {
  it('tells the built-in provider from Stripe', () => {
    expect(isSandboxKey('pk_sandbox_kerbside')).toBe(true);
    expect(isSandboxKey('pk_test_51Habc')).toBe(false);
    expect(isSandboxKey('pk_live_51Habc')).toBe(false);
  });
});

describe('chargePence', () => {
  it('is pounds × 100, rounded to whole pounds first when ROUND_OFF is on', () => {
    expect(chargePence(42.5, true)).toBe(4300);
    expect(chargePence(42.5, false)).toBe(4250);
    expect(chargePence(19.99, false)).toBe(1999);
    expect(chargePence(1.005, false)).toBe(101);
  });
});
