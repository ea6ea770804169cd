/**
 * A booking as an iCalendar file (RFC 5545) for the confirmation mail: one event per leg, times in
 * UTC from the London pickup. Pure; no I/O, no clock (`now` is the file's DTSTAMP).
 */
import { durationHours, type Booking } from '@kerbside/contract';
import { londonLocalToUtc } from '@kerbside/domain';

export interface CalendarFile {
  filename: string;
  contentType: string;
  content: string;
}

export interface CalendarInput {
  booking: Booking;
  /** The company's phone for the event's description; '' leaves it out. */
  companyPhone: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The drive's length when it is known; a transfer without it lasts an hour in the calendar. */
  journeyMinutes?: number | null;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
const LINE_OCTETS = 75;
const MINUTE_MS = 60_000;

/** A control character TEXT may not hold (tab is allowed; line breaks are escaped before this). */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
};

/** TEXT per RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((char) => !isControl(char))
    .join('');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * which counts toward its 75. Breaks fall between code points, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** '20261203T103000Z'. */
export function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

function londonInstant(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return londonLocalToUtc({ date, minute: hours * 60 + minutes });
}

interface CalendarEvent {
  leg: 'outbound' | 'return';
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string[];
}

function events(input: CalendarInput): CalendarEvent[] {
  const b = input.booking;
  const vehicle = b.booking_details.vehicle_qty > 1 ? `${b.fleet_category.category_name} × ${b.booking_details.vehicle_qty}` : b.fleet_category.category_name;
  const phone = input.companyPhone.trim() ? [`${b.company_name}: ${input.companyPhone.trim()}`] : [];
  const reference = `Booking ${b.booking_number}`;
  if (b.ride_type === 'H') {
    const hours = durationHours(b.hourly_duration ?? '') || 1;
    return [
      {
        leg: 'outbound',
        start: londonInstant(b.pick_up_date, b.pick_up_time),
        minutes: hours * 60,
        summary: `${b.company_name}: ${vehicle}, hourly hire (${hours} hours)`,
        location: b.pick_up_address,
        description: [reference, `Pickup: ${b.pick_up_address}`, ...phone],
      },
    ];
  }
  const minutes = input.journeyMinutes && input.journeyMinutes > 0 ? Math.ceil(input.journeyMinutes) : 60;
  const dropOff = b.drop_off_address ?? '';
  const legs: CalendarEvent[] = [
    {
      leg: 'outbound',
      start: londonInstant(b.pick_up_date, b.pick_up_time),
      minutes,
      summary: `${b.company_name}: ${vehicle} to ${dropOff}`,
      location: b.pick_up_address,
      description: [reference, `Pickup: ${b.pick_up_address}`, `Drop-off: ${dropOff}`, ...(b.flight_no ? [`Flight / train: ${b.flight_no}`] : []), ...phone],
    },
  ];
  if (b.return_date && b.return_time) {
    legs.push({
      leg: 'return',
      start: londonInstant(b.return_date, b.return_time),
      minutes,
      summary: `${b.company_name}: ${vehicle} to ${b.pick_up_address} (return)`,
      location: dropOff,
      description: [`${reference} (return)`, `Pickup: ${dropOff}`, `Drop-off: ${b.pick_up_address}`, ...(b.return_flight_no ? [`Flight / train: ${b.return_flight_no}`] : []), ...phone],
    });
  }
  return legs;
}

/** `booking-<number>.ics`: VCALENDAR (METHOD:PUBLISH) with one VEVENT per leg, CRLF line ends. */
export function bookingCalendar(input: CalendarInput): CalendarFile {
  const { booking } = input;
  const stamp = utcStamp(input.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kerbside//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events(input)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${booking.booking_number}-${event.leg}@kerbside`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(new Date(event.start.getTime() + event.minutes * MINUTE_MS))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description.join('\n'))}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return {
    filename: `booking-${booking.booking_number}.ics`,
    contentType: CALENDAR_CONTENT_TYPE,
    content: `${lines.map(foldLine).join('\r\n')}\r\n`,
  };
}
