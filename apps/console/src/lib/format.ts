/** Dates and times as the console shows them: British style, instants in London time. */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const londonDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** A calendar date: '2026-03-07' → '7 Mar 2026' (no time zone: the date as written). */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
}

/** An instant in London: '2026-03-07T14:05:00.000Z' → '7 Mar 2026, 14:05'. */
export function formatLondonDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : londonDateTimeFormat.format(date);
}

const shortDayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A calendar date in a list row: '2026-03-07' → 'Sat 7 Mar', with the year when it is not the
 * year of `today` (YYYY-MM-DD): 'Sat 6 Mar 2027'.
 */
export function formatShortDay(isoDate: string, today: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = shortDayFormat.format(date).replace(',', '');
  return isoDate.slice(0, 4) === today.slice(0, 4) ? day : `${day} ${isoDate.slice(0, 4)}`;
}
