import { describe, expect, it } from 'vitest';
import { acceptsCardPayments, graceMinutes, isYes, offersMeetAndGreet } from './settings.js';
import { waitingTerms } from './waiting-terms.js';

describe("'yes' settings", () => {
  it('compare loosely, as operators type them', () => {
    expect(isYes('yes')).toBe(true);
    expect(isYes(' YES ')).toBe(true);
    expect(isYes('no')).toBe(false);
    expect(isYes('enable')).toBe(false);
    expect(isYes(undefined)).toBe(false);
  });
  it('take card payments only when SHOWCARD is yes', () => {
    expect(acceptsCardPayments({ SHOWCARD: 'Yes' })).toBe(true);
    expect(acceptsCardPayments({ SHOWCARD: 'no' })).toBe(false);
    expect(acceptsCardPayments({})).toBe(false);
  });
});

describe('graceMinutes', () => {
  it('reads whole minutes as the price calls do', () => {
    expect(graceMinutes({ GRACE_TIME: '120' })).toBe(120);
    expect(graceMinutes({ GRACE_TIME: ' 45 ' })).toBe(45);
    expect(graceMinutes({ GRACE_TIME: '90.9' })).toBe(90);
    expect(graceMinutes({ GRACE_TIME: '30 minutes' })).toBe(30);
  });

  it('is 0 when unset, zero, negative or not a number', () => {
    for (const value of [undefined, '', '0', '-15', 'two hours', 'NaN']) {
      expect(graceMinutes(value === undefined ? {} : { GRACE_TIME: value }), String(value)).toBe(0);
    }
  });
});

describe('waitingTerms: waiting staff record after a journey', () => {
  it('reads the defaults while a setting was never saved: 10 minutes free, then 30p a minute', () => {
    expect(waitingTerms({})).toEqual({ freeMinutes: 10, pencePerMinute: 30 });
  });

  it('reads what was saved, 0 included, and a value that is not a number as 0', () => {
    expect(waitingTerms({ WAITING_FREE_MINUTES: '5', WAITING_PRICE_PER_MINUTE: '0.50' })).toEqual({ freeMinutes: 5, pencePerMinute: 50 });
    expect(waitingTerms({ WAITING_FREE_MINUTES: '0', WAITING_PRICE_PER_MINUTE: '0' })).toEqual({ freeMinutes: 0, pencePerMinute: 0 });
    expect(waitingTerms({ WAITING_FREE_MINUTES: 'soon', WAITING_PRICE_PER_MINUTE: 'free' })).toEqual({ freeMinutes: 0, pencePerMinute: 0 });
  });
});

describe('website claims (issue 27 §7)', () => {
  it('meet and greet only while it has a price', () => {
    expect(offersMeetAndGreet({ MEET_AND_GREET: '15.00' })).toBe(true);
    expect(offersMeetAndGreet({ MEET_AND_GREET: '0.00' })).toBe(false);
    expect(offersMeetAndGreet({})).toBe(false);
  });
});
