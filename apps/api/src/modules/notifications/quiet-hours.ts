/**
 * When a reminder goes (NotificationSettings' rule): `minutesBefore` the pick-up; inside the quiet
 * hours (London), at their end if that is still before the pick-up, else the minute before they
 * began (a reminder at 07:00 for an 07:30 pick-up is better sent at 20:59 the evening before than
 * not at all, or in the night).
 */
import type { NotificationSettings } from '@kerbside/contract';
import { addDays, londonLocalToUtc, utcToLondonLocal } from '@kerbside/domain';

const MINUTE_MS = 60_000;
const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The quiet period (start and end instants) holding `at`, or null when `at` is outside the quiet hours. */
export function quietPeriodAround(at: Date, quiet: NotificationSettings['quiet_hours']): { start: Date; end: Date } | null {
  if (!quiet) return null;
  const { date, minute } = utcToLondonLocal(at);
  const start = minuteOf(quiet.start);
  const end = minuteOf(quiet.end);
  const instant = (day: string, m: number) => londonLocalToUtc({ date: day, minute: m });
  if (start < end) return minute >= start && minute < end ? { start: instant(date, start), end: instant(date, end) } : null;
  // Overnight, e.g. 21:00 to 08:00.
  if (minute >= start) return { start: instant(date, start), end: instant(addDays(date, 1), end) };
  if (minute < end) return { start: instant(addDays(date, -1), start), end: instant(date, end) };
  return null;
}

/**
 * A reminder found due at `now` (late, if the scheduler was stopped): held until the quiet hours end
 * when `now` is inside them and they end before the pick-up; null when they end after it (the
 * evening's slot has passed: no text in the night); else sent at once (`now`).
 */
export function reminderNotBefore(now: Date, pickUp: Date, quiet: NotificationSettings['quiet_hours']): Date | null {
  const period = quietPeriodAround(now, quiet);
  if (!period) return now;
  return period.end.getTime() < pickUp.getTime() ? period.end : null;
}

/** When the reminder `minutesBefore` the pick-up is sent, quiet hours considered. */
export function reminderSendAt(pickUp: Date, minutesBefore: number, quiet: NotificationSettings['quiet_hours']): Date {
  const due = new Date(pickUp.getTime() - minutesBefore * MINUTE_MS);
  const period = quietPeriodAround(due, quiet);
  if (!period) return due;
  if (period.end.getTime() < pickUp.getTime()) return period.end;
  return new Date(period.start.getTime() - MINUTE_MS);
}
