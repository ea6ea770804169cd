/** The reminder's time against the quiet hours, in winter (GMT) and summer (BST). */
import { describe, expect, it } from 'vitest';
import { reminderNotBefore, reminderSendAt } from './quiet-hours.js';

const QUIET = { start: '21:00', end: '08:00' };
const at = (iso: string) => new Date(iso);

describe('reminderSendAt', () => {
  it('is the reminder time outside the quiet hours', () => {
    expect(reminderSendAt(at('2026-12-03T10:30:00Z'), 60, QUIET).toISOString()).toBe('2026-12-03T09:30:00.000Z');
    expect(reminderSendAt(at('2026-12-03T22:30:00Z'), 60, null).toISOString()).toBe('2026-12-03T21:30:00.000Z');
  });

  it('waits for the end of the quiet hours when that is still before the pick-up', () => {
    // 07:30 falls inside; 08:00 is before the 10:30 pick-up.
    expect(reminderSendAt(at('2026-12-03T10:30:00Z'), 180, QUIET).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    // Summer: 08:00 BST is 07:00 UTC.
    expect(reminderSendAt(at('2026-07-01T09:30:00Z'), 180, QUIET).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('goes the minute before the quiet hours began when they end after the pick-up', () => {
    // A 07:30 pick-up: its 06:30 reminder goes at 20:59 the evening before.
    expect(reminderSendAt(at('2026-12-03T07:30:00Z'), 60, QUIET).toISOString()).toBe('2026-12-02T20:59:00.000Z');
    // Summer: 20:59 BST is 19:59 UTC.
    expect(reminderSendAt(at('2026-07-01T06:30:00Z'), 60, QUIET).toISOString()).toBe('2026-06-30T19:59:00.000Z');
    // A 23:30 pick-up with a 60-minute reminder (22:30, inside): 20:59 the same evening.
    expect(reminderSendAt(at('2026-12-03T23:30:00Z'), 60, QUIET).toISOString()).toBe('2026-12-03T20:59:00.000Z');
  });

  it('holds a reminder found late inside the quiet hours until they end, or drops it when they end after the pick-up', () => {
    expect(reminderNotBefore(at('2026-12-03T09:31:00Z'), at('2026-12-03T10:30:00Z'), QUIET)?.toISOString()).toBe('2026-12-03T09:31:00.000Z');
    expect(reminderNotBefore(at('2026-12-03T06:00:00Z'), at('2026-12-03T10:30:00Z'), QUIET)?.toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(reminderNotBefore(at('2026-12-02T23:00:00Z'), at('2026-12-03T07:30:00Z'), QUIET)).toBeNull();
    expect(reminderNotBefore(at('2026-12-02T23:00:00Z'), at('2026-12-03T07:30:00Z'), null)?.toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });

  it('reads quiet hours within one day as well', () => {
    const lunch = { start: '12:00', end: '14:00' };
    expect(reminderSendAt(at('2026-12-03T15:00:00Z'), 120, lunch).toISOString()).toBe('2026-12-03T14:00:00.000Z');
    expect(reminderSendAt(at('2026-12-03T13:30:00Z'), 60, lunch).toISOString()).toBe('2026-12-03T11:59:00.000Z');
    expect(reminderSendAt(at('2026-12-03T16:00:00Z'), 60, lunch).toISOString()).toBe('2026-12-03T15:00:00.000Z');
  });
});
