/**
 * Retention of passengers' personal data (issue 27 §4, UK GDPR Art 5(1)(e)): what an address is
 * reduced to, and the day before which a booking's journeys are out of a company's retention period.
 */
import { addDays } from './london-time.js';

/** The least and most months a company keeps passengers' details (12: TfL's minimum for booking records), and the default. */
export const RETENTION_MONTHS_MIN = 12;
export const RETENTION_MONTHS_MAX = 120;
export const RETENTION_MONTHS_DEFAULT = 24;

/** What an address without a full UK postcode, a name or a note becomes. */
export const REMOVED = '(removed)';

/**
 * A full UK postcode: the outward code (area letters, district digit, an optional digit or letter)
 * then the inward code (a digit and two letters), the space optional; GIR 0AA is Girobank's.
 */
const UK_POSTCODE = /\b(GIR|[A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/gi;

/**
 * The postcode district of the last full UK postcode in a free-text address ("10 Downing Street,
 * London SW1A 2AA" → "SW1A"), upper-case; REMOVED when the text has none (a place name alone could
 * still point at a home).
 */
export function postcodeDistrict(address: string): string {
  const found = [...address.matchAll(UK_POSTCODE)];
  const last = found[found.length - 1];
  return last ? last[1]!.toUpperCase() : REMOVED;
}

/**
 * The first day still inside a retention of `months` on London day `today` (YYYY-MM-DD): a booking
 * whose last journey is on an earlier day is out of it. Counted in calendar months, a short month's
 * end clamped (31 March less one month is 28 or 29 February).
 */
export function retentionStartDay(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = Number(addDays(`${String(m === 12 ? y + 1 : y).padStart(4, '0')}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1).slice(8));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The first London day on which a booking whose last journey was on `lastDay` is out of a retention of `months`. */
export function retentionEndsOn(lastDay: string, months: number): string {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  // The first day d with retentionStartDay(d, months) > lastDay: the same day number `months` later, plus one (clamped to the month's end first).
  const monthEnd = Number(addDays(`${String(m === 12 ? y + 1 : y).padStart(4, '0')}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1).slice(8));
  return addDays(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, monthEnd)).padStart(2, '0')}`, 1);
}
