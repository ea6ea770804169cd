import { describe, it, expect } from 'vitest';
import { formatPounds, penceToPounds, poundsToPence, roundHalfUp, roundWholePounds } from './money.js';

describe('poundsToPence', () => {
  it('parses decimal text and numbers', () => {
    expect(poundsToPence('12.5')).toBe(1250);
    expect(poundsToPence(' 12.34 ')).toBe(1234);
    expect(poundsToPence('7')).toBe(700);
    expect(poundsToPence('.5')).toBe(50);
    expect(poundsToPence(3.99)).toBe(399);
  });

  it('rounds to the nearest penny without float noise', () => {
    expect(poundsToPence('1.005')).toBe(101);
    expect(poundsToPence(1.005)).toBe(101);
    expect(poundsToPence('1.004')).toBe(100);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
  });

  it('gives 0 for non-numeric, empty, infinite or negative values', () => {
    expect(poundsToPence('abc')).toBe(0);
    expect(poundsToPence('')).toBe(0);
    expect(poundsToPence('12abc')).toBe(0);
    expect(poundsToPence('0x1f')).toBe(0);
    expect(poundsToPence('-3')).toBe(0);
    expect(poundsToPence(-0.5)).toBe(0);
    expect(poundsToPence(Number.NaN)).toBe(0);
    expect(poundsToPence(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('penceToPounds', () => {
  it('converts pence to pounds', () => {
    expect(penceToPounds(1234)).toBe(12.34);
    expect(penceToPounds(5)).toBe(0.05);
    expect(penceToPounds(0)).toBe(0);
  });
});

describe('formatPounds', () => {
  it('shows pounds and pence', () => {
    expect(formatPounds(1234)).toBe('£12.34');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(120000)).toBe('£1200.00');
    expect(formatPounds(-1234)).toBe('-£12.34');
  });

  it('uses the given currency', () => {
    expect(formatPounds(1234, 'GBP ')).toBe('GBP 12.34');
  });

  it('rounds half up to whole pounds when roundOff', () => {
    expect(formatPounds(1234, '£', true)).toBe('£12');
    expect(formatPounds(1250, '£', true)).toBe('£13');
    expect(formatPounds(1249, '£', true)).toBe('£12');
    expect(formatPounds(49, '£', true)).toBe('£0');
    expect(formatPounds(-1250, '£', true)).toBe('-£13');
  });
});

describe('roundWholePounds', () => {
  it('rounds half up', () => {
    expect(roundWholePounds(12.5)).toBe(13);
    expect(roundWholePounds(12.49)).toBe(12);
    expect(roundWholePounds(12)).toBe(12);
  });
});

describe('roundHalfUp', () => {
  it('rounds half away from zero and rejects non-finite values', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
  });
});
