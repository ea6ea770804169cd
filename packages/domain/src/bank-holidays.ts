/**
 * Bank holidays of England and Wales (Banking and Financial Dealings Act 1971 and the yearly royal
 * proclamations), worked out from the rules rather than typed in:
 * - New Year's Day, 1 January; on a weekend, the Monday after is the substitute day;
 * - Good Friday and Easter Monday, from Easter Sunday (Gregorian computus);
 * - Early May: the first Monday of May; Spring: the last Monday of May; Summer: the last Monday of August;
 * - Christmas Day and Boxing Day; one that falls on a weekend moves to the next weekday that is
 *   not already a holiday (Christmas on a Saturday: Monday 27 and Tuesday 28; on a Sunday: Boxing
 *   Day on Monday 26 and Christmas substitute on Tuesday 27; on a Friday: Boxing Day on Monday 28).
 * One-off days (a jubilee, a coronation, a moved Early May holiday) are proclaimed a year or so
 * ahead; none is known for 2025–2030, so the operator adds any later one by hand.
 */
import { addDays, dayOfWeek } from './london-time.js';

export interface BankHoliday {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** As GOV.UK names it, e.g. 'Boxing Day (substitute day)'. */
  readonly name: string;
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm: Meeus, Jones, Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const MONDAY = 1;
const isWeekend = (date: string) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;

function firstMonday(year: number, month: number): string {
  const first = isoDate(year, month, 1);
  return addDays(first, (MONDAY - dayOfWeek(first) + 7) % 7);
}

function lastMonday(year: number, month: number, daysInMonth: number): string {
  const last = isoDate(year, month, daysInMonth);
  return addDays(last, -((dayOfWeek(last) - MONDAY + 7) % 7));
}

/** The first weekday on or after `date` that is not in `taken`. */
function nextFreeWeekday(date: string, taken: ReadonlySet<string>): string {
  let day = date;
  while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
  return day;
}

/** Adds a fixed-date holiday, or its substitute day when it falls on a weekend. */
function addFixed(holidays: BankHoliday[], date: string, name: string): void {
  if (!isWeekend(date)) {
    holidays.push({ date, name });
    return;
  }
  const taken = new Set(holidays.map((holiday) => holiday.date));
  holidays.push({ date: nextFreeWeekday(date, taken), name: `${name} (substitute day)` });
}

/** The bank holidays of England and Wales in one year, in date order. */
export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const holidays: BankHoliday[] = [];
  addFixed(holidays, isoDate(year, 1, 1), "New Year's Day");
  holidays.push(
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: firstMonday(year, 5), name: 'Early May bank holiday' },
    { date: lastMonday(year, 5, 31), name: 'Spring bank holiday' },
    { date: lastMonday(year, 8, 31), name: 'Summer bank holiday' },
  );
  // Christmas first, so that Boxing Day's substitute comes after Christmas Day's.
  const christmas = isoDate(year, 12, 25);
  const boxingDay = isoDate(year, 12, 26);
  if (isWeekend(christmas) && !isWeekend(boxingDay)) {
    // Christmas on a Sunday: Boxing Day keeps Monday 26, Christmas moves to Tuesday 27.
    holidays.push({ date: boxingDay, name: 'Boxing Day' });
    addFixed(holidays, christmas, 'Christmas Day');
  } else {
    addFixed(holidays, christmas, 'Christmas Day');
    addFixed(holidays, boxingDay, 'Boxing Day');
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

export const BANK_HOLIDAY_FIRST_YEAR = 2025;
export const BANK_HOLIDAY_LAST_YEAR = 2030;

/** England and Wales bank holidays 2025–2030, in date order: the console's "Bank holidays" preset. */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly BankHoliday[] = Object.freeze(
  Array.from({ length: BANK_HOLIDAY_LAST_YEAR - BANK_HOLIDAY_FIRST_YEAR + 1 }, (_, index) =>
    englandAndWalesBankHolidays(BANK_HOLIDAY_FIRST_YEAR + index),
  ).flat(),
);
