import { describe, expect, it } from 'vitest';
import { londonDateTime, wallClockDateTime } from './london-time';

describe('London times in the console', () => {
  it('shows an instant in London time, summer and winter', () => {
    expect(londonDateTime('2026-07-01T08:05:00.000Z')).toBe('Wed 1 Jul 2026, 09:05');
    expect(londonDateTime('2026-12-01T23:30:00.000Z')).toBe('Tue 1 Dec 2026, 23:30');
    expect(londonDateTime('2026-03-29T00:59:00.000Z')).toBe('Sun 29 Mar 2026, 00:59');
    expect(londonDateTime('2026-03-29T01:00:00.000Z')).toBe('Sun 29 Mar 2026, 02:00');
  });

  it('shows a typed London date and time as it was typed, without shifting it', () => {
    expect(wallClockDateTime('2026-12-24', '07:45')).toBe('Thu 24 Dec 2026, 07:45');
    expect(wallClockDateTime('2026-03-29', '01:30')).toBe('Sun 29 Mar 2026, 01:30');
  });

  it('keeps text that is not a date as it is', () => {
    expect(londonDateTime('soon')).toBe('soon');
    expect(wallClockDateTime('tomorrow', '')).toBe('tomorrow');
    expect(wallClockDateTime('2026-12-24', 'noon')).toBe('2026-12-24 noon');
  });
});
