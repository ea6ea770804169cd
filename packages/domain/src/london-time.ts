/**
 * Europe/London wall-clock helpers. Pickup dates and times are London wall-clock values
 * (LocalDateTime); instants are Date objects in UTC. Nothing here reads the clock.
 */
import type { LocalDateTime } from './pricing-types.js';

const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Parses YYYY-MM-DD; null unless it is a real calendar date. */
export function parseIsoDate(date: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function isValidIsoDate(date: string): boolean {
  return parseIsoDate(date) !== null;
}

function requireDate(date: string): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parts;
}

function requireLocal(at: LocalDateTime): DateParts {
  if (!Number.isInteger(at.minute) || at.minute < 0 || at.minute >= MINUTES_PER_DAY) {
    throw new RangeError(`Minute of day out of range: ${at.minute}`);
  }
  return requireDate(at.date);
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar arithmetic on a YYYY-MM-DD date: addDays('2026-12-31', 1) → '2027-01-01'. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = requireDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const { year, month, day } = requireDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const MS_PER_HOUR = 3_600_000;
const offsetByUtcHour = new Map<number, number>();

/** London's offset from UTC in minutes, read from the time-zone database through Intl. */
function formatterOffsetMinutes(utcMs: number): number {
  const parts: Record<string, string> = {};
  for (const part of londonParts.formatToParts(new Date(utcMs))) parts[part.type] = part.value;
  const localAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((localAsUtc - utcMs) / MS_PER_MINUTE);
}

/**
 * Minutes London is ahead of UTC at this instant (0 in winter, 60 in summer). London changes its
 * clocks on the hour (01:00 UTC), so one look-up per UTC hour is exact; formatToParts is slow
 * enough to matter on the quote path, hence the memo.
 */
function londonOffsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / MS_PER_HOUR);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    offset = formatterOffsetMinutes(hour * MS_PER_HOUR);
    if (offsetByUtcHour.size > 100_000) offsetByUtcHour.clear();
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

export function utcToLondonLocal(instant: Date): LocalDateTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  const local = new Date(ms + londonOffsetMinutes(ms) * MS_PER_MINUTE);
  return {
    date: isoDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/**
 * The instant of a London wall-clock time. Around the clock changes (last Sunday of March and
 * of October, 01:00 UTC) it resolves like Temporal's 'compatible' rule:
 * - a time that happens twice (01:00–01:59 in October) gives the earlier instant, still BST;
 * - a time that never happens (01:00–01:59 in March) is read with the offset before the change,
 *   so 01:30 becomes 01:30 UTC, which is 02:30 BST.
 */
export function londonLocalToUtc(at: LocalDateTime): Date {
  const { year, month, day } = requireLocal(at);
  const asUtc = Date.UTC(year, month - 1, day) + at.minute * MS_PER_MINUTE;
  // The offsets in force a day either side cover both sides of any change on this date.
  const before = londonOffsetMinutes(asUtc - MINUTES_PER_DAY * MS_PER_MINUTE);
  const after = londonOffsetMinutes(asUtc + MINUTES_PER_DAY * MS_PER_MINUTE);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MS_PER_MINUTE)
    .filter((ms) => {
      const local = utcToLondonLocal(new Date(ms));
      return local.date === at.date && local.minute === at.minute;
    })
    .sort((a, b) => a - b);
  const chosen = candidates[0] ?? asUtc - before * MS_PER_MINUTE;
  return new Date(chosen);
}

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date): string {
  return utcToLondonLocal(now).date;
}

/**
 * True when the pickup is earlier than now + graceMinutes, pickups in the past included: such
 * a booking is too urgent to take online (spec §4, 'Pickup time is within the grace period').
 */
export function isWithinGracePeriod(pickupAt: LocalDateTime, now: Date, graceMinutes: number): boolean {
  if (!Number.isFinite(graceMinutes)) throw new RangeError(`Grace minutes must be finite: ${graceMinutes}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date');
  return londonLocalToUtc(pickupAt).getTime() < now.getTime() + graceMinutes * MS_PER_MINUTE;
}

/** Wall-clock rounding up to the next multiple of 5 minutes; 23:58 rolls to 00:00 next day. */
export function roundUpToFiveMinutes(at: LocalDateTime): LocalDateTime {
  requireLocal(at);
  const minute = Math.ceil(at.minute / 5) * 5;
  if (minute >= MINUTES_PER_DAY) return { date: addDays(at.date, 1), minute: minute - MINUTES_PER_DAY };
  return { date: at.date, minute };
}

const SLOT_MS = 5 * MS_PER_MINUTE;

/**
 * The earliest pickup on a 5-minute mark of London's clock that isWithinGracePeriod accepts at
 * `now` (the first bookable slot): now + graceMinutes, rounded up. London's offset from UTC is
 * whole hours, so the 5-minute marks of UTC are those of London's clock, and rounding the instant
 * never lands in the hour skipped in March. In the hour repeated in October a wall-clock time
 * names its first (BST) instant, which may be too early: the search steps on to the next mark the
 * grace check accepts. A grace that is not a positive number counts as none.
 */
export function firstBookablePickup(now: Date, graceMinutes: number): LocalDateTime {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date');
  const grace = Number.isFinite(graceMinutes) && graceMinutes > 0 ? graceMinutes : 0;
  let ms = Math.ceil((now.getTime() + grace * MS_PER_MINUTE) / SLOT_MS) * SLOT_MS;
  let at = utcToLondonLocal(new Date(ms));
  // At most the 12 marks of a repeated hour are refused.
  for (let step = 0; step < 24 && isWithinGracePeriod(at, now, grace); step++) {
    ms += SLOT_MS;
    at = utcToLondonLocal(new Date(ms));
  }
  return at;
}
