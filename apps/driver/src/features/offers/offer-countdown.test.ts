import { describe, expect, it } from 'vitest';
import { clockSkewMs, secondsLeft, shareLeft } from './offer-countdown';

const OFFERED = '2026-11-28T10:00:00.000Z';
const EXPIRES = '2026-11-28T10:01:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the offer countdown', () => {
  it("counts on the server's clock when the phone's is out", () => {
    // The phone is 90 s slow: its 09:59:30 is the server's 10:01:00 - 30 s.
    const skew = clockSkewMs('Sat, 28 Nov 2026 10:00:30 GMT', at('2026-11-28T09:59:00.000Z'));
    expect(skew).toBe(90_000);
    expect(secondsLeft(EXPIRES, at('2026-11-28T09:59:00.000Z'), skew)).toBe(30);
  });

  it('takes no skew from a missing or broken Date header', () => {
    expect(clockSkewMs(null, 1)).toBe(0);
    expect(clockSkewMs('yesterday-ish', 1)).toBe(0);
  });

  it('rounds up, and never goes below 0', () => {
    expect(secondsLeft(EXPIRES, at('2026-11-28T10:00:59.100Z'), 0)).toBe(1);
    expect(secondsLeft(EXPIRES, at('2026-11-28T10:01:00.000Z'), 0)).toBe(0);
    expect(secondsLeft(EXPIRES, at('2026-11-28T10:05:00.000Z'), 0)).toBe(0);
  });

  it('gives the share of the time left for the ring', () => {
    expect(shareLeft(OFFERED, EXPIRES, at(OFFERED), 0)).toBe(1);
    expect(shareLeft(OFFERED, EXPIRES, at('2026-11-28T10:00:45.000Z'), 0)).toBe(0.25);
    expect(shareLeft(OFFERED, EXPIRES, at('2026-11-28T10:02:00.000Z'), 0)).toBe(0);
    expect(shareLeft(EXPIRES, OFFERED, at(OFFERED), 0)).toBe(0);
  });
});
