/** Choices for the hour, minute and duration selects of both booking forms. */
import { HOURLY_DURATIONS, HOURLY_HOURS, MINUTE_CHOICES } from '@kerbside/contract';
import { hour12ToHour24, hour24ToHour12 } from '@kerbside/domain';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Mileage hours are shown 00–23 but stored as 12-hour text ('12am' for 00, '3pm' for 15).
 * The spec offers 01–23 only; 00 is kept so a pickup just after midnight can be booked.
 */
export const HOUR_OPTIONS_24: readonly SelectOption[] = Array.from({ length: 24 }, (_, hour) => ({
  value: hour24ToHour12(hour),
  label: String(hour).padStart(2, '0'),
}));

export const MINUTE_OPTIONS: readonly SelectOption[] = MINUTE_CHOICES.map((m) => ({ value: m, label: m }));

/** '12am' and '12pm' are easy to misread (spec order puts 12am after 11am), so they are named. */
export function hourlyHourLabel(hour12: string): string {
  if (hour12 === '12am') return 'Midnight';
  if (hour12 === '12pm') return 'Noon';
  return hour12.replace(/(am|pm)$/, ' $1');
}

/** Hourly hours in the order of spec §5: 1am … 12am, then 1pm … 12pm. */
export const HOURLY_HOUR_OPTIONS: readonly SelectOption[] = HOURLY_HOURS.map((h) => ({
  value: h,
  label: hourlyHourLabel(h),
}));

/** '4hour' → '4 hours'. */
export function durationLabel(duration: string): string {
  const hours = Number.parseInt(duration, 10);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const DURATION_OPTIONS: readonly SelectOption[] = HOURLY_DURATIONS.map((d) => ({
  value: d,
  label: durationLabel(d),
}));

/** Canonical 12-hour text ('03 PM' → '3pm'), or the fallback when the text is not an hour. */
export function normaliseHour12(text: unknown, fallback: string): string {
  if (typeof text !== 'string') return fallback;
  const hour = hour12ToHour24(text);
  return hour === null ? fallback : hour24ToHour12(hour);
}

/** A stored minute if it is one of the 5-minute choices, else the fallback. */
export function normaliseMinute(text: unknown, fallback: string): string {
  return typeof text === 'string' && MINUTE_CHOICES.includes(text) ? text : fallback;
}
