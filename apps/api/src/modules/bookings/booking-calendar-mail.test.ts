/**
 * The confirmation mail's calendar file, end to end: a booking through the real API, its mail
 * through the outbox, delivered to a real SMTP server (and kept by the stored outbox, where the
 * development outbox serves the file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type PriceDetail } from '@kerbside/contract';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { bookingBody, cheapest, guest, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

const returnJourney = { ...oneWay, select_option: 'return', return_date: '2026-12-05', return_hour: '6pm', return_min: '15' } as const;
const traveller = { passengerDetails: 'yes', passengerName: 'Charles Babbage', passengerEmail: 'charles@example.com', passengerPhone: '+447700900456' };

async function book(api: TestApp, vehicle: PriceDetail, form: Record<string, unknown>, registration: Record<string, unknown> = {}) {
  const res = await api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, form, { registrationData: { ...guest, ...registration } }));
  if (res.status !== 200) throw new Error(`Booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.booking as { id: number; booking_number: string };
}

/** The unfolded content lines of a calendar file. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('through SMTP', () => {
  let sink: SmtpSink;
  let api: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApp({ now: () => NOW, env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', MAIL_FROM: 'Kerbside <bookings@kerbside.example>' } });
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('sends the booker and the traveller a booking-<number>.ics with both legs, and the operator none', async () => {
    const vehicle = await cheapest(api, returnJourney);
    const booking = await book(api, vehicle, returnJourney, traveller);
    const received = await sink.waitForCount(3);
    const confirmations = received.filter((m) => m.parsed.subject === `Booking confirmed: ${booking.booking_number}`);
    expect(confirmations.map((m) => m.envelopeTo[0]).sort()).toEqual(['ada@example.com', 'charles@example.com']);

    for (const mail of confirmations) {
      const [file, ...others] = mail.parsed.attachments;
      expect(others).toHaveLength(0);
      expect(file!.filename).toBe(`booking-${booking.booking_number}.ics`);
      expect(file!.contentType).toBe('text/calendar');
      expect(file!.headers.get('content-type')).toMatchObject({ params: { method: 'PUBLISH' } });
      const ics = file!.content.toString('utf8');
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const content = lines(ics);
      expect(content).toContain('METHOD:PUBLISH');
      expect(content).toContain(`UID:${booking.booking_number}-outbound@kerbside`);
      expect(content).toContain(`UID:${booking.booking_number}-return@kerbside`);
      // 3 December and 5 December 2026 are GMT: London time is UTC.
      expect(content).toContain('DTSTART:20261203T103000Z');
      expect(content).toContain('DTSTART:20261205T181500Z');
      expect(content.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`Booking ${booking.booking_number}`);
      // The calendar is a file beside the mail's text and HTML, not the body.
      expect(mail.parsed.text).toContain(booking.booking_number);
    }
    const notification = received.find((m) => m.parsed.subject?.startsWith(`New booking ${booking.booking_number}`));
    expect(notification).toBeDefined();
    expect(notification!.parsed.attachments).toEqual([]);
  });
});

describe('in the stored outbox', () => {
  let api: TestApp;
  let vehicle: PriceDetail;
  beforeAll(async () => {
    api = await startTestApp({ now: () => NOW, env: { MAIL_POLL_MS: '50' } });
    vehicle = await cheapest(api, oneWay);
  });
  afterAll(async () => api?.close());

  it('lists the attachment with the mail and serves its content under its name and type', async () => {
    const booking = await book(api, vehicle, oneWay);
    const mail = await eventually(async () => {
      const res = await api.call('GET', `${OPERATIONS.listOutbox.path}?kind=booking_confirmation&to=${guest.email}`);
      const found = (res.body.data as any[]).find((m) => m.subject === `Booking confirmed: ${booking.booking_number}` && m.status === 'stored');
      return found as { id: number; attachments: unknown[] } | undefined;
    });
    expect(mail.attachments).toEqual([{ filename: `booking-${booking.booking_number}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', bytes: expect.any(Number) }]);

    const file = await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${mail.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="booking-${booking.booking_number}.ics"`);
    const ics = await file.text();
    expect(Buffer.byteLength(ics, 'utf8')).toBe((mail.attachments[0] as { bytes: number }).bytes);
    expect(lines(ics)).toContain(`UID:${booking.booking_number}-outbound@kerbside`);
    expect(lines(ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('makes a transfer last as long as the journey the quote measured, and keeps that on the booking', async () => {
    const quote = await api.call('POST', OPERATIONS.calculateDistancePrice.path, oneWay);
    const seconds = quote.body.data.journey.time_duration as number;
    expect(seconds).toBeGreaterThan(3600);
    const booking = await book(api, vehicle, oneWay, { email: 'journey-length@example.com' });
    const mail = await eventually(async () => {
      const res = await api.call('GET', `${OPERATIONS.listOutbox.path}?kind=booking_confirmation&to=journey-length@example.com`);
      return (res.body.data as Array<{ id: number; status: string }>).find((m) => m.status === 'stored');
    });
    const ics = await (await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${mail.id}/attachments/0`)).text();
    const at = (name: string) => {
      const [, y, mo, d, h, mi] = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z/.exec(lines(ics).find((l) => l.startsWith(`${name}:`))!)!;
      return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
    };
    expect((at('DTEND') - at('DTSTART')) / 60_000).toBe(Math.ceil(seconds / 60));

    const db = openTestDb(api);
    const row = await db.kysely.selectFrom('bookings').select('journey_seconds').where('id', '=', booking.id).executeTakeFirstOrThrow();
    await db.close();
    expect(row.journey_seconds).toBe(seconds);
  });

  it('answers 404 for an attachment that is not there and 400 for a bad index', async () => {
    const list = (await api.call('GET', `${OPERATIONS.listOutbox.path}?kind=booking_notification`)).body.data as Array<{ id: number; attachments: unknown[] }>;
    const notification = list[0]!;
    expect(notification.attachments).toEqual([]);
    expect((await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${notification.id}/attachments/0`)).status).toBe(404);
    expect((await fetch(`${api.url}${OPERATIONS.listOutbox.path}/999999/attachments/0`)).status).toBe(404);
    expect((await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${notification.id}/attachments/-1`)).status).toBe(400);
    expect((await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${notification.id}/attachments/x`)).status).toBe(400);
  });
});
