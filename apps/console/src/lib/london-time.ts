/**
 * Times as a London dispatcher reads them, whatever the browser's own zone: instants (ISO-8601
 * UTC from the API) in Europe/London, and London wall-clock dates and times as they were typed.
 */

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The same parts for a wall-clock value held as if it were UTC (no zone arithmetic). */
const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Tue 1 Dec 2026, 09:05', put together from parts so every engine writes it the same way. */
function dateTimeText(format: Intl.DateTimeFormat, at: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** An instant from the API in London time: '2026-07-01T08:05:00.000Z' → 'Wed 1 Jul 2026, 09:05'; text that is not a date is returned as it is. */
export function londonDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTimeText(LONDON, at);
}

/** A London date and time as typed in a form: ('2026-12-24', '07:45') → 'Thu 24 Dec 2026, 07:45'; anything else as it came. */
export function wallClockDateTime(date: string, time: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || !clock) return [date, time].filter(Boolean).join(' ');
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2])));
  return Number.isNaN(at.getTime()) ? `${date} ${time}` : dateTimeText(WALL_CLOCK, at);
}
