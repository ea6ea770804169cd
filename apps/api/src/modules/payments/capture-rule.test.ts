import { describe, expect, it } from 'vitest';
import { AUTHORISATION_KEPT_MS, captureMethodFor } from './capture-rule.js';

const now = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 60 * 60 * 1000;

describe('captureMethodFor', () => {
  it('charges at booking when the company takes payment at booking, however near the pickup', () => {
    expect(captureMethodFor({ setting: 'at_booking', lastPickUpAt: later(HOUR), now })).toBe('automatic');
  });

  it('authorises when the company captures at completion and the last pickup is within 6 days', () => {
    expect(captureMethodFor({ setting: 'at_completion', lastPickUpAt: later(HOUR), now })).toBe('manual');
    expect(captureMethodFor({ setting: 'at_completion', lastPickUpAt: later(AUTHORISATION_KEPT_MS), now })).toBe('manual');
  });

  it('charges at booking a pickup further ahead than 6 days: the authorisation would expire first', () => {
    expect(captureMethodFor({ setting: 'at_completion', lastPickUpAt: later(AUTHORISATION_KEPT_MS + 60_000), now })).toBe('automatic');
    expect(captureMethodFor({ setting: 'at_completion', lastPickUpAt: later(30 * 24 * HOUR), now })).toBe('automatic');
  });

  it('is 6 days, not 7: a day to spare for a late finish and a retried capture', () => {
    expect(AUTHORISATION_KEPT_MS).toBe(6 * 24 * HOUR);
  });
});
