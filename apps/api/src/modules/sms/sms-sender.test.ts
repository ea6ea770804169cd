/**
 * The text sender against the fake Twilio server (twilio-fake.ts), on the test app's database
 * (SQLite, or PostgreSQL with DATABASE_URL): each of Twilio's answers, opt-outs, rate limits.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithDb } from '../../test/test-app.js';
import type { OutgoingSms } from '../../platform/outbox/index.js';
import { GIVE_UP_AFTER_MS } from '../mail/mail-backoff.js';
import { createSmsDeliveryRepository } from './sms-delivery.repository.js';
import { insertPendingTexts } from './sms-outbox.repository.js';
import { createSmsSender, MOMENT_TEXT_LIFETIME_MS, TOO_LATE_ERROR } from './sms-sender.js';
import { createTwilioTransport } from './twilio-transport.js';
import { startFakeTwilio, type FakeTwilio } from './twilio-fake.js';

// The app's own sender ticks once at start and then not for 10 minutes: these tests drive their own.
const kit = testAppWithDb({ env: { SMS_POLL_MS: '600000' } });
const ACCOUNT = `AC${'1'.repeat(32)}`;
const TOKEN = 'twilio-test-token';
const CALLBACK = 'https://book.example.com/api/twilio/sms-status';
let fake: FakeTwilio;
let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;

beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterEach(async () => {
  await kit.db.kysely.deleteFrom('sms_outbox').execute();
  await kit.db.kysely.deleteFrom('sms_opt_outs').execute();
  fake.requests.length = 0;
  fake.answerTo.clear();
  fake.next.length = 0;
  clock = new Date('2026-12-01T09:00:00Z');
});
afterAll(async () => fake?.close());

function logs() {
  const lines: { level: string; obj: unknown; msg: string | undefined }[] = [];
  const line = (level: string) => (obj: unknown, msg?: string) => void lines.push({ level, obj, msg });
  return { lines, log: { warn: line('warn'), error: line('error') } };
}

function sender(options: { from?: string; messagingServiceSid?: string; concurrency?: number } = {}) {
  const recorded = logs();
  const transport = createTwilioTransport({
    twilio: { accountSid: ACCOUNT, authToken: TOKEN, from: options.from ?? '+447700900000', messagingServiceSid: options.messagingServiceSid, apiUrl: fake.url },
    statusCallbackUrl: CALLBACK,
  });
  const loop = createSmsSender({ repo: createSmsDeliveryRepository(kit.db), transport, pollMs: 60_000, now, log: recorded.log, concurrency: options.concurrency });
  return { loop, lines: recorded.lines };
}

const text = (to: string, overrides: Partial<OutgoingSms> = {}): OutgoingSms => ({
  kind: 'reminder',
  to,
  body: 'Reminder: your taxi collects you at 09:30 tomorrow from 1 High Street.',
  companyId: null,
  essential: false,
  ...overrides,
});
const queue = (...texts: OutgoingSms[]) => insertPendingTexts(kit.db.kysely, texts, clock);
const rows = () => kit.db.kysely.selectFrom('sms_outbox').selectAll().orderBy('id').execute();

describe('handing texts to Twilio', () => {
  it('posts each text as a form with the account credentials, and keeps the SID as sent', async () => {
    await queue(text('+447700900101'), text('+447700900102', { sender: 'Riverside' }));
    const { loop } = sender();
    expect(await loop.sendDueTexts()).toBe(2);
    expect(fake.requests.map((r) => [r.auth, r.path, r.form])).toEqual([
      [`${ACCOUNT}:${TOKEN}`, `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`, { To: '+447700900101', Body: text('').body, StatusCallback: CALLBACK, From: '+447700900000' }],
      [`${ACCOUNT}:${TOKEN}`, `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`, { To: '+447700900102', Body: text('').body, StatusCallback: CALLBACK, From: 'Riverside' }],
    ]);
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'sent', provider_id: fake.requests[0]!.sid, provider_status: 'queued', sent_at: clock.toISOString(), attempts: 0, last_error: null, claimed_at: null });
    expect(second).toMatchObject({ status: 'sent', provider_id: fake.requests[1]!.sid });
    // Nothing is handed over twice.
    expect(await loop.sendDueTexts()).toBe(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('sends through the messaging service when one is configured, unless the text has its own sender ID', async () => {
    await queue(text('+447700900103'), text('+447700900104', { sender: 'Riverside' }));
    await sender({ messagingServiceSid: `MG${'2'.repeat(32)}` }).loop.sendDueTexts();
    expect(fake.requests[0]!.form).toMatchObject({ MessagingServiceSid: `MG${'2'.repeat(32)}` });
    expect(fake.requests[0]!.form.From).toBeUndefined();
    expect(fake.requests[1]!.form).toMatchObject({ From: 'Riverside' });
    expect(fake.requests[1]!.form.MessagingServiceSid).toBeUndefined();
  });

  it('fails an invalid or landline number at once, never retried, with no number in the error', async () => {
    fake.answerTo.set('+447700900105', 'invalidNumber');
    fake.answerTo.set('+441632960106', 'notMobile');
    await queue(text('+447700900105'), text('+441632960106'));
    const { loop, lines } = sender();
    await loop.sendDueTexts();
    const [invalid, landline] = await rows();
    expect(invalid).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: clock.toISOString() });
    expect(invalid!.last_error).toBe("Twilio 400 error 21211: The 'To' number <number> is not a valid phone number.");
    expect(landline).toMatchObject({ status: 'failed', attempts: 1 });
    expect(landline!.last_error).toContain('21614');
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await loop.sendDueTexts()).toBe(0);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toMatch(/7700900105|1632960106|Reminder/);
    expect(await kit.db.kysely.selectFrom('sms_opt_outs').selectAll().execute()).toEqual([]);
  });

  it('fails a text to a number unsubscribed at the carrier and opts that number out', async () => {
    fake.answerTo.set('+447700900107', 'unsubscribed');
    await queue(text('+447700900107', { kind: 'driver_arrived', essential: true }));
    await sender().loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Twilio 400 error 21610: Attempt to send to unsubscribed recipient' });
    expect(await kit.db.kysely.selectFrom('sms_opt_outs').select('number').execute()).toEqual([{ number: '+447700900107' }]);
  });

  it('retries a 500 with the backoff, and delivers once Twilio answers again', async () => {
    fake.next.push('serverError');
    await queue(text('+447700900108'));
    const { loop, lines } = sender();
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: new Date(clock.getTime() + 30_000).toISOString(), last_error: 'Twilio 500 error 20500: Internal Server Error' });
    expect(lines.map((l) => l.msg)).toEqual(['text not handed over; will retry']);
    expect(await loop.sendDueTexts()).toBe(0);
    clock = new Date(clock.getTime() + 30_000);
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(fake.requests.map((r) => r.answer)).toEqual(['serverError', 'accept']);
  });

  it("waits out a 429's Retry-After before sending anything more, then sends the text", async () => {
    fake.retryAfterSeconds = 1;
    fake.next.push('rateLimited');
    await queue(text('+447700900109'), text('+447700900110'));
    const { loop } = sender({ concurrency: 1 });
    const started = Date.now();
    await loop.sendDueTexts();
    // The second text of the batch waited for the Retry-After.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const [limited, next] = await rows();
    expect(limited).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: new Date(clock.getTime() + 1_000).toISOString() });
    expect(limited!.last_error).toContain('429 error 20429');
    expect(next).toMatchObject({ status: 'sent' });
    clock = new Date(clock.getTime() + 1_000);
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries when Twilio cannot be reached, and gives up by age like mail', async () => {
    const transport = createTwilioTransport({
      twilio: { accountSid: ACCOUNT, authToken: TOKEN, from: '+447700900000', messagingServiceSid: undefined, apiUrl: 'http://127.0.0.1:9' },
      statusCallbackUrl: CALLBACK,
    });
    const recorded = logs();
    const loop = createSmsSender({ repo: createSmsDeliveryRepository(kit.db), transport, pollMs: 60_000, now, log: recorded.log });
    await queue(text('+447700900111'));
    await loop.sendDueTexts();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/^Twilio unreachable: /);
    clock = new Date(clock.getTime() + GIVE_UP_AFTER_MS);
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: clock.toISOString() });
    expect(recorded.lines.at(-1)).toMatchObject({ level: 'error', msg: 'text given up: not handed over within the retention, kept as failed' });
  });

  it('gives up a text about a moment ("on the way", "outside") after 30 minutes, and never sends one found that late', async () => {
    const onTheWay = (to: string) => text(to, { kind: 'driver_on_the_way', essential: true, body: 'Your driver is on the way.' });
    await queue(onTheWay('+447700900114'));
    fake.next.push('serverError');
    const { loop } = sender();
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    // Its retry comes after the half hour: given up, not handed over.
    clock = new Date(clock.getTime() + MOMENT_TEXT_LIFETIME_MS);
    await loop.sendDueTexts();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: TOO_LATE_ERROR });
    expect(fake.requests).toHaveLength(1);

    // Queued, then not reached for half an hour (a sender stopped): kept as failed, not handed over.
    await queue(onTheWay('+447700900115'), text('+447700900116'));
    clock = new Date(clock.getTime() + MOMENT_TEXT_LIFETIME_MS);
    const before = fake.requests.length;
    await loop.sendDueTexts();
    const [, late, reminder] = await rows();
    expect(late).toMatchObject({ status: 'failed', attempts: 0, last_error: TOO_LATE_ERROR });
    expect(reminder).toMatchObject({ status: 'sent' });
    expect(fake.requests.slice(before).map((r) => r.form.To)).toEqual(['+447700900116']);
  });

  it('skips a non-essential text to a number that replied STOP as opted_out, and still sends an essential one', async () => {
    await kit.db.kysely.insertInto('sms_opt_outs').values({ number: '+447700900112', opted_out_at: clock.toISOString() }).execute();
    await queue(text('+447700900112'), text('+447700900112', { kind: 'driver_on_the_way', essential: true, body: 'Your driver is on the way.' }), text('+447700900113'));
    await sender().loop.sendDueTexts();
    expect((await rows()).map((r) => [r.to_number, r.kind, r.status])).toEqual([
      ['+447700900112', 'reminder', 'opted_out'],
      ['+447700900112', 'driver_on_the_way', 'sent'],
      ['+447700900113', 'reminder', 'sent'],
    ]);
    expect(fake.requests.map((r) => [r.form.To, r.form.Body])).toEqual([
      ['+447700900112', 'Your driver is on the way.'],
      ['+447700900113', text('').body],
    ]);
  });

  it('sends a batch several at a time', async () => {
    fake.delayMs = 50;
    try {
      await queue(...Array.from({ length: 20 }, (_, i) => text(`+4477009002${String(i).padStart(2, '0')}`)));
      const started = Date.now();
      await sender({ concurrency: 10 }).loop.sendDueTexts();
      // One at a time would take 20 × 50 ms.
      expect(Date.now() - started).toBeLessThan(700);
      expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      fake.delayMs = 0;
    }
  });
});
