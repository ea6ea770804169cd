/**
 * A booking as an iCalendar file (RFC 5545) for its mails: one event per leg, times in UTC from the
 * London pickup. The confirmation publishes the events; a change publishes them again under the
 * same UIDs with a higher SEQUENCE, and a cancellation is METHOD:CANCEL of the cancelled legs'
 * events (RFC 5546 §3.2.5), so the passenger's calendar follows the booking. Pure; no I/O, no clock
 * (`now` is the file's DTSTAMP).
 */
import { durationHours, type Booking } from '@kerbside/contract';
import { londonLocalToUtc } from '@kerbside/domain';

export interface CalendarFile {
  filename: string;
  contentType: string;
  content: string;
}

export type CalendarLeg = 'outbound' | 'return';

export interface CalendarInput {
  booking: Booking;
  /** The company's phone for the event's description; '' leaves it out. */
  companyPhone: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The drive's length when it is known; a transfer without it lasts an hour in the calendar. */
  journeyMinutes?: number | null;
  /** The events' SEQUENCE: how many times they changed since the confirmation (0, or absent, as confirmed). */
  sequence?: number;
  /** The legs this file cancels: METHOD:CANCEL with their events only. Absent: every leg as it is now (METHOD:PUBLISH). */
  cancelled?: readonly CalendarLeg[];
  /** The company's email: with its name, the events' ORGANIZER (RFC 5546 asks for one). Absent, or an address a URI cannot hold as it is: none. */
  companyEmail?: string;
}

/** The attachment's type names the file's METHOD, as RFC 6047 §2.4 asks. */
export const calendarContentType = (method: 'PUBLISH' | 'CANCEL') => `text/calendar; charset=utf-8; method=${method}`;
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
  leg: CalendarLeg;
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

/** An address a mailto: URI can hold as it is: one @, nothing that ends the property or needs escaping. */
const PLAIN_ADDRESS = /^[^\s@"<>()\\,;:]+@[^\s@"<>()\\,;:]+$/;

/** 'ORGANIZER;CN="Capital Cars":mailto:bookings@capital.example'; null without an address we can write. */
function organizerLine(companyName: string, companyEmail = ''): string | null {
  const email = companyEmail.trim();
  if (!PLAIN_ADDRESS.test(email)) return null;
  // A quoted parameter value holds anything but a double quote and control characters (RFC 5545 §3.1).
  const name = Array.from(companyName.replace(/"/g, "'")).filter((char) => !isControl(char)).join('').trim();
  return `ORGANIZER${name ? `;CN="${name}"` : ''}:mailto:${email}`;
}

/**
 * `booking-<number>.ics` with one VEVENT per leg, CRLF line ends. The UIDs never change, so a later
 * file (a higher SEQUENCE) replaces the events an earlier one put in the passenger's calendar.
 */
export function bookingCalendar(input: CalendarInput): CalendarFile {
  const { booking, cancelled } = input;
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const stamp = utcStamp(input.now);
  const organizer = organizerLine(booking.company_name, input.companyEmail);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kerbside//Bookings//EN', 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  for (const event of events(input)) {
    if (cancelled && !cancelled.includes(event.leg)) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${booking.booking_number}-${event.leg}@kerbside`,
      `DTSTAMP:${stamp}`,
      `SEQUENCE:${input.sequence ?? 0}`,
      ...(organizer ? [organizer] : []),
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(new Date(event.start.getTime() + event.minutes * MINUTE_MS))}`,
      // A calendar that files the event instead of removing it still says what happened.
      `SUMMARY:${escapeText(cancelled ? `Cancelled: ${event.summary}` : event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description.join('\n'))}`,
      cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return {
    filename: `booking-${booking.booking_number}.ics`,
    contentType: calendarContentType(method),
    content: `${lines.map(foldLine).join('\r\n')}\r\n`,
  };
}
