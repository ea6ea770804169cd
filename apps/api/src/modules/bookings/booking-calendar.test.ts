/** The confirmation mail's calendar file: RFC 5545 text, folding, London times in UTC, one event per leg. */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@kerbside/contract';
import { bookingCalendar, escapeText, foldLine, utcStamp } from './booking-calendar.js';
import { eventsOf, unfold } from './calendar-test-kit.js';

const booking: Booking = {
  id: 7,
  booking_number: 'KB-7Q4M-2XHD',
  ride_type: 'Q',
  pick_up_address: 'Heathrow Terminal 5, Longford TW6 2GA',
  drop_off_address: '10 Downing Street, London SW1A 2AA',
  pick_up_date: '2026-12-03',
  pick_up_time: '10:30',
  return_date: null,
  return_time: null,
  hourly_duration: null,
  payment_method: 'car',
  total_booking_amount: 84.5,
  currency: '£',
  flight_no: 'BA117',
  return_flight_no: null,
  fleet_category: { category_name: 'Saloon' },
  company_name: 'Capital Cars',
  created_at: '2026-12-01T09:00:00.000Z',
  booking_details: { meet_and_greet: 'no', baby_seat: 0, booster_seat: 0, wheel_chair: 'no', special_luggages: 0, waiting_minutes: 0, luggages: 1, vehicle_qty: 1 },
  passenger_detail: { passenger_id: 1, passenger_name: 'Ada', passenger_email: 'ada@example.com', passenger_contact_no: '+44', total_passengers: 2, additional_info: '' },
  booking_stops: [],
};
const NOW = new Date('2026-12-01T09:00:05.123Z');
const make = (changes: Partial<Booking> = {}, journeyMinutes?: number) =>
  bookingCalendar({ booking: { ...booking, ...changes }, companyPhone: '020 7946 0000', now: NOW, journeyMinutes });

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007bell')).toBe('tab\therebell');
    expect(escapeText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const short = 'SUMMARY:short';
    expect(foldLine(short)).toBe(short);
    const exactly75 = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    for (const text of ['é'.repeat(120), '🚕'.repeat(60), `Crème brûlée à Zürich ${'👩‍👧‍👦'.repeat(20)} café`, `x${'€'.repeat(80)}`]) {
      const line = `DESCRIPTION:${text}`;
      const folded = foldLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(1);
      for (const [i, part] of physical.entries()) {
        const bytes = Buffer.from(part, 'utf8');
        expect(bytes.length).toBeLessThanOrEqual(75);
        if (i > 0) expect(part.startsWith(' ')).toBe(true);
        // Each physical line is whole UTF-8 on its own: no character was cut.
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
      }
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
  });
});

describe('the booking calendar file', () => {
  it('is a PUBLISH calendar with CRLF line ends and a named file', () => {
    const file = make();
    expect(file.filename).toBe('booking-KB-7Q4M-2XHD.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.content.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kerbside//Bookings//EN\r\n')).toBe(true);
    expect(file.content).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(file.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line break is CRLF.
    expect(file.content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('puts a winter (GMT) pickup at the same UTC time, an hour long without a known journey time', () => {
    const [event, ...rest] = eventsOf(make().content);
    expect(rest).toHaveLength(0);
    expect(event).toMatchObject({
      UID: 'KB-7Q4M-2XHD-outbound@kerbside',
      DTSTAMP: '20261201T090005Z',
      DTSTART: '20261203T103000Z',
      DTEND: '20261203T113000Z',
      SUMMARY: 'Capital Cars: Saloon to 10 Downing Street\\, London SW1A 2AA',
      LOCATION: 'Heathrow Terminal 5\\, Longford TW6 2GA',
    });
    expect(event!.DESCRIPTION).toBe(
      'Booking KB-7Q4M-2XHD\\nPickup: Heathrow Terminal 5\\, Longford TW6 2GA\\nDrop-off: 10 Downing Street\\, London SW1A 2AA\\nFlight / train: BA117\\nCapital Cars: 020 7946 0000',
    );
  });

  it('puts a summer (BST) pickup an hour earlier in UTC, and ends after the journey time when known', () => {
    const [event] = eventsOf(make({ pick_up_date: '2026-07-15', pick_up_time: '00:30' }, 95).content);
    expect(event!.DTSTART).toBe('20260714T233000Z');
    expect(event!.DTEND).toBe('20260715T010500Z');
  });

  it('makes a return journey two events, the return from the drop-off back to the pickup', () => {
    const file = make({ pick_up_date: '2026-10-24', pick_up_time: '09:00', return_date: '2026-10-26', return_time: '18:15', return_flight_no: 'BA118' });
    const [outbound, back] = eventsOf(file.content);
    // Saturday 24 October is still BST; Monday 26 October is GMT again.
    expect(outbound).toMatchObject({ UID: 'KB-7Q4M-2XHD-outbound@kerbside', DTSTART: '20261024T080000Z' });
    expect(back).toMatchObject({
      UID: 'KB-7Q4M-2XHD-return@kerbside',
      DTSTART: '20261026T181500Z',
      DTEND: '20261026T191500Z',
      SUMMARY: 'Capital Cars: Saloon to Heathrow Terminal 5\\, Longford TW6 2GA (return)',
      LOCATION: '10 Downing Street\\, London SW1A 2AA',
    });
    expect(back!.DESCRIPTION).toContain('Flight / train: BA118');
  });

  it('books an hourly hire for its hours', () => {
    const [event, ...rest] = eventsOf(make({ ride_type: 'H', drop_off_address: null, hourly_duration: '6hour', pick_up_time: '14:15', flight_no: null }).content);
    expect(rest).toHaveLength(0);
    expect(event).toMatchObject({ DTSTART: '20261203T141500Z', DTEND: '20261203T201500Z', SUMMARY: 'Capital Cars: Saloon\\, hourly hire (6 hours)' });
    expect(event!.DESCRIPTION).not.toContain('Drop-off');
  });

  it('escapes what a passenger typed and folds long lines whatever their characters', () => {
    const file = make({ pick_up_address: 'Flat 2; "Crème", Rue de l\'Église\n🚕 rank, Zürich', drop_off_address: 'Back\\slash; road, Café 😀 ' + 'Ü'.repeat(60) });
    for (const line of file.content.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const [event] = eventsOf(file.content);
    expect(event!.LOCATION).toBe('Flat 2\\; "Crème"\\, Rue de l\'Église\\n🚕 rank\\, Zürich');
    expect(event!.SUMMARY).toContain('Back\\\\slash\\; road\\, Café 😀 ÜÜ');
  });

  it('writes UTC stamps without milliseconds', () => {
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('names the number of vehicles when there is more than one, and leaves out a missing phone', () => {
    const file = bookingCalendar({ booking: { ...booking, booking_details: { ...booking.booking_details, vehicle_qty: 2 } }, companyPhone: ' ', now: NOW });
    const [event] = eventsOf(file.content);
    expect(event!.SUMMARY).toBe('Capital Cars: Saloon × 2 to 10 Downing Street\\, London SW1A 2AA');
    expect(event!.DESCRIPTION).not.toContain('Capital Cars:');
  });
});

describe('the calendar file of a change or a cancellation', () => {
  const returnTrip = { pick_up_date: '2026-12-03', pick_up_time: '10:30', return_date: '2026-12-05', return_time: '18:15' } as const;

  it('confirms as SEQUENCE 0, the company as organizer when its address can be written', () => {
    const [event] = eventsOf(bookingCalendar({ booking, companyPhone: '', companyEmail: 'bookings@capital.example', now: NOW }).content);
    expect(event).toMatchObject({ SEQUENCE: '0', 'ORGANIZER;CN="Capital Cars"': 'mailto:bookings@capital.example', STATUS: 'CONFIRMED' });
    const quoted = eventsOf(bookingCalendar({ booking: { ...booking, company_name: 'Cars "R" Us; Ltd' }, companyPhone: '', companyEmail: 'a@b.example', now: NOW }).content)[0]!;
    expect(quoted["ORGANIZER;CN=\"Cars 'R' Us; Ltd\""]).toBe('mailto:a@b.example');
    for (const companyEmail of ['', 'not an address', 'x@y.example\r\nSTATUS:CANCELLED', 'a;b@c.example']) {
      const lines = unfold(bookingCalendar({ booking, companyPhone: '', companyEmail, now: NOW }).content);
      expect(lines.filter((l) => l.startsWith('ORGANIZER')), companyEmail).toEqual([]);
      expect(lines.filter((l) => l.startsWith('STATUS:')), companyEmail).toEqual(['STATUS:CONFIRMED']);
    }
  });

  it('publishes a change under the same UIDs with its SEQUENCE and the time of the change', () => {
    const changedAt = new Date('2026-12-02T14:45:10Z');
    const file = bookingCalendar({ booking: { ...booking, ...returnTrip, pick_up_time: '09:00' }, companyPhone: '', now: changedAt, sequence: 2 });
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(unfold(file.content)).toContain('METHOD:PUBLISH');
    const [outbound, back] = eventsOf(file.content);
    expect(outbound).toMatchObject({ UID: 'KB-7Q4M-2XHD-outbound@kerbside', SEQUENCE: '2', DTSTAMP: '20261202T144510Z', DTSTART: '20261203T090000Z', STATUS: 'CONFIRMED' });
    expect(back).toMatchObject({ UID: 'KB-7Q4M-2XHD-return@kerbside', SEQUENCE: '2', DTSTAMP: '20261202T144510Z', STATUS: 'CONFIRMED' });
  });

  it('cancels with METHOD:CANCEL: the cancelled legs only, same UIDs, STATUS:CANCELLED, the type naming the method', () => {
    const cancelledAt = new Date('2026-12-02T08:00:00Z');
    const both = bookingCalendar({ booking: { ...booking, ...returnTrip }, companyPhone: '', companyEmail: 'bookings@capital.example', now: cancelledAt, sequence: 3, cancelled: ['outbound', 'return'] });
    expect(both.filename).toBe('booking-KB-7Q4M-2XHD.ics');
    expect(both.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(unfold(both.content)).toContain('METHOD:CANCEL');
    expect(unfold(both.content)).not.toContain('METHOD:PUBLISH');
    const events = eventsOf(both.content);
    expect(events.map((e) => [e.UID, e.SEQUENCE, e.STATUS, e.DTSTAMP])).toEqual([
      ['KB-7Q4M-2XHD-outbound@kerbside', '3', 'CANCELLED', '20261202T080000Z'],
      ['KB-7Q4M-2XHD-return@kerbside', '3', 'CANCELLED', '20261202T080000Z'],
    ]);
    expect(events[0]!.SUMMARY).toBe('Cancelled: Capital Cars: Saloon to 10 Downing Street\\, London SW1A 2AA');
    expect(events[0]!['ORGANIZER;CN="Capital Cars"']).toBe('mailto:bookings@capital.example');

    const returnOnly = eventsOf(bookingCalendar({ booking: { ...booking, ...returnTrip }, companyPhone: '', now: cancelledAt, sequence: 1, cancelled: ['return'] }).content);
    expect(returnOnly.map((e) => e.UID)).toEqual(['KB-7Q4M-2XHD-return@kerbside']);
    expect(returnOnly[0]).toMatchObject({ DTSTART: '20261205T181500Z', STATUS: 'CANCELLED', SEQUENCE: '1' });
  });
});
