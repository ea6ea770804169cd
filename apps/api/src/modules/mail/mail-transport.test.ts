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
    const mail = { kind: 'enquiry_reply', to: 'ada@example.test', replyTo: 'ops@company.example', subject: 'Re: hello', text: 'Hi', html: '<p>Hi</p>', attempts: 0, createdAt: new Date() };
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
  });
});
