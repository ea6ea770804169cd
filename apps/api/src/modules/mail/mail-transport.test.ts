/** The sender a mail goes out under: the site's address, under a company's name when the mail asks for it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, sentAs } from './mail-transport.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

describe('sentAs', () => {
  it("keeps the site's address and takes the name asked for", () => {
    expect(sentAs({ name: 'Kerbside Transfers', address: 'bookings@kerbside.example' }, 'Riverside Executive Cars')).toEqual({
      name: 'Riverside Executive Cars',
      address: 'bookings@kerbside.example',
    });
    expect(sentAs('"Kerbside" <bookings@example.com>', 'Riverside')).toEqual({ name: 'Riverside', address: 'bookings@example.com' });
    expect(sentAs('bookings@example.com', 'Riverside')).toEqual({ name: 'Riverside', address: 'bookings@example.com' });
  });

  it('leaves a sender it cannot read as it is', () => {
    expect(sentAs('', 'Riverside')).toBe('');
  });
});

describe('the SMTP transport', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink?.close());

  it("sends a mail with a sender name under that name from MAIL_FROM's address, and others as MAIL_FROM says", async () => {
    const transport = createSmtpTransport({ url: sink.url, from: async () => 'Kerbside <bookings@kerbside.example>' });
    const mail = { kind: 'enquiry_reply', to: 'ada@example.test', replyTo: 'ops@company.example', subject: 'Re: hello', text: 'Hi', html: '<p>Hi</p>', attachments: [], attempts: 0, createdAt: new Date() };
    try {
      await transport.deliver({ ...mail, id: 1, senderName: 'Riverside Executive Cars' });
      await transport.deliver({ ...mail, id: 2, senderName: null });
    } finally {
      await transport.close();
    }
    const [named, plain] = await sink.waitForCount(2);
    expect(named!.parsed.from?.value).toEqual([{ name: 'Riverside Executive Cars', address: 'bookings@kerbside.example' }]);
    expect(named!.parsed.replyTo?.value[0]?.address).toBe('ops@company.example');
    expect(plain!.parsed.from?.value).toEqual([{ name: 'Kerbside', address: 'bookings@kerbside.example' }]);
    expect(named!.parsed.attachments).toEqual([]);
  });

  it('sends attachments as their own parts, with their names, types and exact content', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Café 🚕\r\nEND:VCALENDAR\r\n';
    const transport = createSmtpTransport({ url: sink.url, from: async () => 'bookings@kerbside.example' });
    const before = sink.received.length;
    try {
      await transport.deliver({
        id: 3,
        kind: 'booking_confirmation',
        to: 'ada@example.test',
        replyTo: null,
        senderName: null,
        subject: 'Booking confirmed',
        text: 'See you soon',
        html: '<p>See you soon</p>',
        attachments: [{ filename: 'booking-KB-7Q4M-2XHD.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
        attempts: 0,
        createdAt: new Date(),
      });
    } finally {
      await transport.close();
    }
    const received = (await sink.waitForCount(before + 1))[before]!;
    expect(received.parsed.text?.trim()).toBe('See you soon');
    const [file, ...others] = received.parsed.attachments;
    expect(others).toHaveLength(0);
    expect(file!.filename).toBe('booking-KB-7Q4M-2XHD.ics');
    expect(file!.contentType).toBe('text/calendar');
    expect(file!.headers.get('content-type')).toMatchObject({ value: 'text/calendar', params: { charset: 'utf-8', method: 'PUBLISH' } });
    expect(file!.content.toString('utf8')).toBe(calendar);
  });
});
