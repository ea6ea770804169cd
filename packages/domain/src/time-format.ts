/** 12/24-hour, date and distance formatting used by the booking forms and summaries. */
import type { LocalDateTime } from './pricing-types.js';
import { dayOfWeek, parseIsoDate, utcToLondonLocal } from './london-time.js';

/** '3pm' → 15, '12am' → 0, '12pm' → 12. Accepts '03 PM' too; null for anything else. */
export function hour12ToHour24(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*(am|pm)\s*$/i.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = match[2]?.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
}

/** 15 → '3pm', 0 → '12am', 12 → '12pm'. */
export function hour24ToHour12(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Hour out of range: ${hour}`);
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}${suffix}`;
}

function parseMinute(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const minute = Number(text.trim());
  return minute <= 59 ? minute : null;
}

/** ('2026-11-23', '3pm', '05') → { date: '2026-11-23', minute: 905 }; null if any part is invalid. */
export function toLocalDateTime(date: string, hour12: string, minute: string): LocalDateTime | null {
  if (!parseIsoDate(date)) return null;
  const hour = hour12ToHour24(hour12);
  const minutes = parseMinute(minute);
  if (hour === null || minutes === null) return null;
  return { date, minute: hour * 60 + minutes };
}

/** '2026-11-23' → '23-11-2026'. Text that is not a YYYY-MM-DD date is returned unchanged. */
export function formatDateDMY(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parts.day)}-${pad(parts.month)}-${parts.year}`;
}

/** 905 → '03:05 PM', 0 → '12:00 AM'. */
export function formatTime12(minuteOfDay: number): string {
  if (!Number.isInteger(minuteOfDay) || minuteOfDay < 0 || minuteOfDay >= 1440) {
    throw new RangeError(`Minute of day out of range: ${minuteOfDay}`);
  }
  const hour = Math.floor(minuteOfDay / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour12)}:${pad(minuteOfDay % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** ('3pm', '05') → '03:05 PM'; null if either part is invalid. */
export function formatTime12Text(hour12: string, minute: string): string | null {
  const hour = hour12ToHour24(hour12);
  const minutes = parseMinute(minute);
  if (hour === null || minutes === null) return null;
  return formatTime12(hour * 60 + minutes);
}

/** Spec §9: a mile is 1.60934 km, rounded to a whole km. */
export function milesToKm(miles: number): number {
  return Math.round(miles * 1.60934);
}

/** 3900 → '1 h 5 min', 2700 → '45 min', 7200 → '2 h'; rounded to the nearest minute. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`Bad duration: ${seconds}`);
  const totalMinutes = Math.round(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  if (minutes === 0) return `${hours} h`;
  return `${hours} h ${minutes} min`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as London's clock shows it, short: 'Tue 24 Nov, 14:30'; with the year when it is not
 * the year of `now` ('Mon 3 Jan 2028, 09:05').
 */
export function formatLondonDayTime(instant: Date, now: Date): string {
  const at = utcToLondonLocal(instant);
  const parts = parseIsoDate(at.date)!;
  const year = parts.year === Number(utcToLondonLocal(now).date.slice(0, 4)) ? '' : ` ${parts.year}`;
  const time = `${String(Math.floor(at.minute / 60)).padStart(2, '0')}:${String(at.minute % 60).padStart(2, '0')}`;
  return `${WEEKDAYS[dayOfWeek(at.date)]} ${parts.day} ${MONTHS[parts.month - 1]}${year}, ${time}`;
}
