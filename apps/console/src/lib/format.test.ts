import { describe, expect, it } from 'vitest';
import { formatDay, formatLondonDateTime, formatShortDay } from './format';

describe('console date formats', () => {
  it('writes a calendar date as it is, whatever the time zone', () => {
    expect(formatDay('2026-03-07')).toBe('7 Mar 2026');
    expect(formatDay('2024-12-31')).toBe('31 Dec 2024');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('writes an instant in London time, summer and winter', () => {
    expect(formatLondonDateTime('2026-01-15T09:30:00.000Z')).toBe('15 Jan 2026, 09:30');
    expect(formatLondonDateTime('2026-07-15T23:30:00.000Z')).toBe('16 Jul 2026, 00:30');
  });
});

describe('a date in a list row', () => {
  it('gives the weekday, and the year only when it is not this year', () => {
    expect(formatShortDay('2026-03-07', '2026-03-01')).toBe('Sat 7 Mar');
    expect(formatShortDay('2027-03-06', '2026-12-30')).toBe('Sat 6 Mar 2027');
    expect(formatShortDay('bad', '2026-01-01')).toBe('bad');
  });
});
