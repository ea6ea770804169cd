import { describe, expect, it } from 'vitest';
import { acceptsCardPayments, isYes } from './settings.js';

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
