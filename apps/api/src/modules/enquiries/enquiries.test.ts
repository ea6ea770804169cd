import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink, type ReceivedMail } from '../mail/smtp-sink.js';
import { contact, quote } from './enquiries-test-kit.js';

const OPERATOR = 'bookings@kerbside.example';

let sink: SmtpSink;
let api: TestApp;
let db: Db;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Many requests from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', RATE_LIMIT_FACTOR: '100' } });
  db = openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await sink?.close();
});

async function counts() {
  const n = async (table: 'quote_requests' | 'contact_messages' | 'mail_outbox') =>
    Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { quotes: await n('quote_requests'), contacts: await n('contact_messages'), mails: await n('mail_outbox') };
}

/** The whole reference in a subject: Q-3 is not Q-31, nor part of a booking number such as KB-7QAQ-3F2K. */
const naming = (subject: string, reference: string) => new RegExp(`\\b${reference}(?!\\d)`).test(subject);

async function receivedFor(to: string, reference: string): Promise<ReceivedMail> {
  const until = Date.now() + 5_000;
  for (;;) {
    const found = sink.received.find((m) => m.envelopeTo.includes(to) && naming(m.parsed.subject ?? '', reference));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} about ${reference}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('POST /api/v1/send-instant-email', () => {
  it('stores the request and mails every field to the operator, replying to the visitor', async () => {
    const res = await api.call('POST', OPERATIONS.sendQuoteRequest.path, quote);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
    const ref = `Q-${res.body.data.id}`;

    const mail = await receivedFor(OPERATOR, ref);
    const { parsed } = mail;
    expect(parsed.from?.value[0]).toEqual({ name: 'Kerbside Transfers', address: OPERATOR });
    expect(parsed.replyTo?.value[0]?.address).toBe(quote.passenger_email);
    expect(parsed.subject).toBe(`Quote request ${ref}: 24-12-2026 07:45 from Grace <b>Hopper</b> & Co`);
    const text = parsed.text ?? '';
    const html = String(parsed.html);
    for (const value of [ref, quote.pickup_address, quote.dropoff_address, '24-12-2026', '07:45', quote.passenger_email, quote.passenger_phone, 'Flight BA 117.']) {
      expect(text).toContain(value);
      expect(html).toContain(value);
    }
    expect(text).toContain('Passenger name: Grace <b>Hopper</b> & Co');
    expect(text).toContain('Passengers: 3');
    expect(text).toContain('Luggage: 4');
    expect(text).not.toContain('Luggages');
    expect(html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Hopper');
    expect(html).toMatch(/Passengers<\/td><td[^>]*>3</);
    expect(html).toMatch(/Luggage<\/td><td[^>]*>4</);
  });

  it('sends the visitor a short acknowledgement without echoing their free text', async () => {
    const res = await api.call('POST', OPERATIONS.sendQuoteRequest.path, { ...quote, passenger_email: 'ack@example.test' });
    const ack = await receivedFor('ack@example.test', `Q-${res.body.data.id}`);
    expect(ack.parsed.replyTo?.value[0]?.address).toBe(OPERATOR);
    expect(ack.parsed.text).toContain('24-12-2026 at 07:45');
    expect(ack.parsed.text).not.toContain('child seats');
    expect(String(ack.parsed.html)).not.toContain('Hopper');
  });

  it('marks both mails sent in the outbox', async () => {
    const res = await api.call('POST', OPERATIONS.sendQuoteRequest.path, { ...quote, passenger_email: 'sent@example.test' });
    await receivedFor('sent@example.test', `Q-${res.body.data.id}`);
    await receivedFor(OPERATOR, `Q-${res.body.data.id}`);
    const ofThisQuote = async () =>
      (await db.kysely.selectFrom('mail_outbox').select(['kind', 'status', 'sent_at', 'subject']).where('subject', 'like', `%Q-${res.body.data.id}%`).execute()).filter((r) =>
        naming(r.subject, `Q-${res.body.data.id}`),
      );
    await expect.poll(async () => (await ofThisQuote()).map((r) => r.status)).toEqual(['sent', 'sent']);
    const rows = await ofThisQuote();
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
    expect(rows.map((r) => r.kind).sort()).toEqual(['quote_acknowledgement', 'quote_request']);
  });
});

describe('POST /api/v1/contact-us', () => {
  it('stores the message and mails every field to the operator', async () => {
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, contact);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
    const ref = `C-${res.body.data.id}`;
    const { parsed } = await receivedFor(OPERATOR, ref);
    expect(parsed.subject).toBe(`Contact Us ${ref}: Lost Item from Ada O'Neill`);
    expect(parsed.replyTo?.value[0]?.address).toBe(contact.email);
    const text = parsed.text ?? '';
    const html = String(parsed.html);
    for (const value of [ref, 'Lost Item', 'Ada', contact.email, contact.telephone, contact.bookingNumber]) {
      expect(text).toContain(value);
      expect(html).toContain(value);
    }
    expect(text).toContain("Last name: O'Neill");
    expect(html).toContain('O&#39;Neill');
    expect(text).toContain(contact.comments);
    expect(html).toContain('umbrella &lt;script&gt;alert(1)&lt;/script&gt; in the car.');
    expect(html).not.toContain('<script>');
  });

  it('accepts an empty form (spec §5: no required fields) and then sets no reply-to', async () => {
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, {});
    expect(res.status).toBe(200);
    const { parsed } = await receivedFor(OPERATOR, `C-${res.body.data.id}`);
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.text).toContain('Query reason: Booking');
  });
});

describe('bad input is refused and stores nothing', () => {
  const badQuotes: Array<[string, unknown]> = [
    ['no date', { ...quote, pickup_date: undefined }],
    ['no time', { ...quote, pickup_time: undefined }],
    ['no email', { ...quote, passenger_email: undefined }],
    ['no telephone', { ...quote, passenger_phone: undefined }],
    ['empty telephone', { ...quote, passenger_phone: '' }],
    ['bad email', { ...quote, passenger_email: 'not-an-email' }],
    ['not a real date', { ...quote, pickup_date: '2026-02-30' }],
    ['bad time', { ...quote, pickup_time: '25:00' }],
    ['0 passengers', { ...quote, passengers: 0 }],
    ['51 passengers', { ...quote, passengers: 51 }],
    ['21 luggages', { ...quote, luggages: 21 }],
    ['non-numeric telephone', { ...quote, passenger_phone: 'call me' }],
    ['passengers in words', { ...quote, passengers: 'three' }],
    ['huge additional info', { ...quote, additional_info: 'x'.repeat(2_001) }],
    ['huge address', { ...quote, pickup_address: 'x'.repeat(301) }],
    ['an array', [quote]],
    ['a string', '"hello"'],
  ];
  const badContacts: Array<[string, unknown]> = [
    ['non-numeric telephone', { ...contact, telephone: 'abc' }],
    ['bad email', { ...contact, email: 'ada@' }],
    ['unknown reason', { ...contact, queryReason: 'Praise' }],
    ['huge comments', { ...contact, comments: 'x'.repeat(5_001) }],
    ['an object as name', { ...contact, firstName: { first: 'Ada' } }],
  ];

  it.each(badQuotes)('quote request: %s → 400', async (_name, body) => {
    const before = await counts();
    const res = await api.call('POST', OPERATIONS.sendQuoteRequest.path, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Invalid request/);
    expect(await counts()).toEqual(before);
  });

  it.each(badContacts)('contact: %s → 400 with message and error', async (_name, body) => {
    const before = await counts();
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/^Invalid request/) });
    expect(res.body.error).toBe(res.body.message);
    expect(await counts()).toEqual(before);
  });

  it('invalid JSON → 400 on both, with error on contact-us', async () => {
    const before = await counts();
    const quoteRes = await api.call('POST', OPERATIONS.sendQuoteRequest.path, '{"pickup_date": ');
    expect(quoteRes.status).toBe(400);
    expect(quoteRes.body.message).toBe('The request body is not valid JSON.');
    const contactRes = await api.call('POST', OPERATIONS.sendContactMessage.path, '{oops');
    expect(contactRes.status).toBe(400);
    expect(contactRes.body).toEqual({ success: false, message: 'The request body is not valid JSON.', error: 'The request body is not valid JSON.' });
    expect(await counts()).toEqual(before);
  });

  it('a body over the size limit → 413', async () => {
    const before = await counts();
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, { ...contact, comments: 'x'.repeat(300_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(res.body.message);
    expect(await counts()).toEqual(before);
  });
});
