import { describe, it, expect } from 'vitest';
import {
  addDays,
  dayOfWeek,
  firstBookablePickup,
  isValidIsoDate,
  isWithinGracePeriod,
  londonLocalToUtc,
  londonToday,
  roundUpToFiveMinutes,
  utcToLondonLocal,
} from './london-time.js';

const at = (date: string, hh: number, mm: number) => ({ date, minute: hh * 60 + mm });

describe('utcToLondonLocal', () => {
  it('is UTC in winter and UTC+1 in summer', () => {
    expect(utcToLondonLocal(new Date('2026-01-15T10:20:00Z'))).toEqual(at('2026-01-15', 10, 20));
    expect(utcToLondonLocal(new Date('2026-07-01T23:30:59Z'))).toEqual(at('2026-07-02', 0, 30));
  });

  it('follows the March and October changes', () => {
    expect(utcToLondonLocal(new Date('2026-03-29T00:59:00Z'))).toEqual(at('2026-03-29', 0, 59));
    expect(utcToLondonLocal(new Date('2026-03-29T01:00:00Z'))).toEqual(at('2026-03-29', 2, 0));
    expect(utcToLondonLocal(new Date('2026-10-25T00:30:00Z'))).toEqual(at('2026-10-25', 1, 30));
    expect(utcToLondonLocal(new Date('2026-10-25T01:30:00Z'))).toEqual(at('2026-10-25', 1, 30));
  });

  it('shows midnight as minute 0, not 24:00', () => {
    expect(utcToLondonLocal(new Date('2026-01-15T00:00:00Z'))).toEqual(at('2026-01-15', 0, 0));
  });
});

describe('londonLocalToUtc', () => {
  it('converts winter and summer times', () => {
    expect(londonLocalToUtc(at('2026-01-15', 10, 20)).toISOString()).toBe('2026-01-15T10:20:00.000Z');
    expect(londonLocalToUtc(at('2026-07-02', 0, 30)).toISOString()).toBe('2026-07-01T23:30:00.000Z');
  });

  it('converts times either side of the changes', () => {
    expect(londonLocalToUtc(at('2026-03-29', 0, 59)).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(londonLocalToUtc(at('2026-03-29', 2, 0)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(londonLocalToUtc(at('2026-10-25', 0, 30)).toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(londonLocalToUtc(at('2026-10-25', 2, 0)).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads a time skipped in March with the winter offset (01:30 → 02:30 BST)', () => {
    const instant = londonLocalToUtc(at('2026-03-29', 1, 30));
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToLondonLocal(instant)).toEqual(at('2026-03-29', 2, 30));
  });

  it('takes the earlier (BST) instant for a time repeated in October', () => {
    expect(londonLocalToUtc(at('2026-10-25', 1, 30)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips every quarter hour across a change weekend', () => {
    for (let ms = Date.parse('2026-10-24T12:00:00Z'); ms < Date.parse('2026-10-26T12:00:00Z'); ms += 15 * 60_000) {
      const local = utcToLondonLocal(new Date(ms));
      expect(utcToLondonLocal(londonLocalToUtc(local))).toEqual(local);
    }
  });

  it('rejects bad input', () => {
    expect(() => londonLocalToUtc(at('2026-02-30', 1, 0))).toThrow(RangeError);
    expect(() => londonLocalToUtc({ date: '2026-02-01', minute: 1440 })).toThrow(RangeError);
    expect(() => londonLocalToUtc({ date: '2026-02-01', minute: Number.NaN })).toThrow(RangeError);
  });
});

describe('londonToday', () => {
  it('uses the London date, not the UTC date', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('dayOfWeek, addDays, isValidIsoDate', () => {
  it('gives 0 for Sunday', () => {
    expect(dayOfWeek('2026-03-29')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('validates calendar dates', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-1-5')).toBe(false);
    expect(() => dayOfWeek('nope')).toThrow(RangeError);
  });
});

describe('isWithinGracePeriod', () => {
  const now = new Date('2026-07-01T11:00:00Z'); // 12:00 BST

  it('is true for a pickup sooner than the grace period', () => {
    expect(isWithinGracePeriod(at('2026-07-01', 12, 30), now, 60)).toBe(true);
  });

  it('is false at or after now + grace', () => {
    expect(isWithinGracePeriod(at('2026-07-01', 13, 0), now, 60)).toBe(false);
    expect(isWithinGracePeriod(at('2026-07-01', 14, 0), now, 60)).toBe(false);
  });

  it('is true for a pickup in the past', () => {
    expect(isWithinGracePeriod(at('2026-06-30', 9, 0), now, 0)).toBe(true);
    expect(isWithinGracePeriod(at('2026-07-01', 11, 55), now, 0)).toBe(true);
  });

  it('compares in London time, not UTC', () => {
    // 11:30 wall clock in July is 10:30 UTC, before now.
    expect(isWithinGracePeriod(at('2026-07-01', 11, 30), now, 0)).toBe(true);
  });
});

describe('roundUpToFiveMinutes', () => {
  it('rounds up to the next multiple of five', () => {
    expect(roundUpToFiveMinutes(at('2026-07-01', 10, 1))).toEqual(at('2026-07-01', 10, 5));
    expect(roundUpToFiveMinutes(at('2026-07-01', 10, 5))).toEqual(at('2026-07-01', 10, 5));
    expect(roundUpToFiveMinutes(at('2026-07-01', 10, 58))).toEqual(at('2026-07-01', 11, 0));
  });

  it('rolls over to the next day, month and year', () => {
    expect(roundUpToFiveMinutes(at('2026-07-01', 23, 56))).toEqual(at('2026-07-02', 0, 0));
    expect(roundUpToFiveMinutes(at('2026-12-31', 23, 59))).toEqual(at('2027-01-01', 0, 0));
  });
});

describe('firstBookablePickup', () => {
  it('is now + grace rounded up to 5 minutes of London time, in winter and in summer', () => {
    expect(firstBookablePickup(new Date('2026-11-23T14:02:00Z'), 120)).toEqual(at('2026-11-23', 16, 5));
    // 12:02 UTC is 13:02 BST.
    expect(firstBookablePickup(new Date('2026-07-01T12:02:00Z'), 120)).toEqual(at('2026-07-01', 15, 5));
  });

  it('keeps a mark already reached, and counts seconds as the minute begun', () => {
    expect(firstBookablePickup(new Date('2026-11-23T14:05:00.000Z'), 0)).toEqual(at('2026-11-23', 14, 5));
    // 14:05:10 is past 14:05: a 14:05 pickup would already be refused.
    expect(firstBookablePickup(new Date('2026-11-23T14:05:10Z'), 0)).toEqual(at('2026-11-23', 14, 10));
    expect(firstBookablePickup(new Date('2026-11-23T14:04:59.999Z'), 0)).toEqual(at('2026-11-23', 14, 5));
  });

  it('rolls late evening into tomorrow, and over the year end', () => {
    expect(firstBookablePickup(new Date('2026-11-23T23:58:00Z'), 0)).toEqual(at('2026-11-24', 0, 0));
    expect(firstBookablePickup(new Date('2026-11-23T22:58:00Z'), 120)).toEqual(at('2026-11-24', 1, 0));
    expect(firstBookablePickup(new Date('2026-12-31T23:56:00Z'), 0)).toEqual(at('2027-01-01', 0, 0));
  });

  it('counts a grace that is zero, negative or not a number as none', () => {
    const now = new Date('2026-11-23T14:02:00Z');
    for (const grace of [0, -30, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(firstBookablePickup(now, grace), String(grace)).toEqual(at('2026-11-23', 14, 5));
    }
  });

  it('never offers the hour skipped when the clocks go forward (29 March 2026)', () => {
    // 00:57 GMT: the next mark is 01:00 UTC, which London calls 02:00 BST.
    expect(firstBookablePickup(new Date('2026-03-29T00:57:00Z'), 0)).toEqual(at('2026-03-29', 2, 0));
    expect(firstBookablePickup(new Date('2026-03-29T00:20:00Z'), 60)).toEqual(at('2026-03-29', 2, 20));
  });

  it('skips the repeated hour when the clocks go back (25 October 2026) if its first reading is too early', () => {
    // 00:30 BST + 60 min is 01:30 BST, the first 01:30: bookable.
    expect(firstBookablePickup(new Date('2026-10-24T23:30:00Z'), 60)).toEqual(at('2026-10-25', 1, 30));
    // 01:10 BST + 60 min is 01:10 GMT, but '01:10' names 01:10 BST: the first mark after the repeat is 02:00.
    expect(firstBookablePickup(new Date('2026-10-25T00:10:00Z'), 60)).toEqual(at('2026-10-25', 2, 0));
  });

  it('is accepted by the grace check and is the earliest 5-minute mark that is, around both clock changes', () => {
    const starts = ['2026-03-28T22:00:00Z', '2026-10-24T22:00:00Z', '2026-11-23T21:00:00Z'];
    for (const start of starts) {
      for (let minute = 0; minute < 6 * 60; minute += 7) {
        const now = new Date(Date.parse(start) + minute * 60_000 + 13_000);
        for (const grace of [0, 7, 60, 120]) {
          const slot = firstBookablePickup(now, grace);
          const label = `${now.toISOString()} + ${grace}`;
          expect(slot.minute % 5, label).toBe(0);
          expect(isWithinGracePeriod(slot, now, grace), label).toBe(false);
          // The mark before it on the clock (not a time the skipped hour would name).
          const before = utcToLondonLocal(new Date(londonLocalToUtc(slot).getTime() - 5 * 60_000));
          expect(isWithinGracePeriod(before, now, grace), label).toBe(true);
        }
      }
    }
  });
});
