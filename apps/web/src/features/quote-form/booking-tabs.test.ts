import { describe, it, expect } from 'vitest';
import { TAB_LABELS, initialTab, tabAfterKey, visibleTabs } from './booking-tabs';

describe('visibleTabs', () => {
  it('shows the quote tab unless IS_QUOTATION is enabled and hourly only when enabled', () => {
    expect(visibleTabs({})).toEqual(['milleage']);
    expect(visibleTabs({ HOURLY_RATE_STATUS: 'enable' })).toEqual(['milleage', 'hourly']);
    expect(visibleTabs({ HOURLY_RATE_STATUS: 'enable', IS_QUOTATION: 'enable' })).toEqual(['hourly']);
    expect(visibleTabs({ HOURLY_RATE_STATUS: 'disable', IS_QUOTATION: 'enable' })).toEqual([]);
  });
});

describe('initialTab', () => {
  it('opens on Transfer when both show (decision 7), else on the one shown', () => {
    expect(initialTab(['milleage', 'hourly'], null)).toBe('milleage');
    expect(initialTab(['milleage'], null)).toBe('milleage');
    expect(initialTab(['hourly'], null)).toBe('hourly');
    expect(initialTab([], 'hourly')).toBeNull();
  });

  it('restores the stored tab only if it still shows', () => {
    expect(initialTab(['milleage', 'hourly'], 'milleage')).toBe('milleage');
    expect(initialTab(['milleage'], 'hourly')).toBe('milleage');
    expect(initialTab(['hourly'], 'milleage')).toBe('hourly');
  });
});

describe('TAB_LABELS', () => {
  it('names the booking types in sentence case, as issue 9 words them', () => {
    expect(TAB_LABELS).toEqual({ milleage: 'Transfer', hourly: 'Hourly hire' });
  });
});

describe('tabAfterKey', () => {
  const tabs = ['milleage', 'hourly'] as const;
  it('moves with arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey(tabs, 'milleage', 'ArrowRight')).toBe('hourly');
    expect(tabAfterKey(tabs, 'hourly', 'ArrowRight')).toBe('milleage');
    expect(tabAfterKey(tabs, 'milleage', 'ArrowLeft')).toBe('hourly');
    expect(tabAfterKey(tabs, 'hourly', 'Home')).toBe('milleage');
    expect(tabAfterKey(tabs, 'milleage', 'End')).toBe('hourly');
    expect(tabAfterKey(tabs, 'milleage', 'Enter')).toBeNull();
  });
});
