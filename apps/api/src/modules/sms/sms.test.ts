/**
 * The text outbox in a running app: the stored outbox by default, Twilio's hand-over, its signed
 * status callbacks and STOP/START replies, health and the development outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import { startTestApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import type { OutgoingSms } from '../../platform/outbox/index.js';
import { insertPendingTexts } from './sms-outbox.repository.js';
import { postAsTwilio, TWILIO_TEST, twilioEnv } from './sms-test-kit.js';
import { twilioSignature } from './twilio-signature.js';
import { startFakeTwilio, type FakeTwilio } from './twilio-fake.js';

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const text = (to: string, overrides: Partial<OutgoingSms> = {}): OutgoingSms => ({
  kind: 'reminder',
  to,
  body: 'Reminder: your taxi collects you at 09:30 tomorrow.',
  companyId: null,
  essential: false,
  ...overrides,
});
const rowsTo = (db: Db, to: string) => db.kysely.selectFrom('sms_outbox').selectAll().where('to_number', '=', to).orderBy('id').execute();

describe('the built-in stored text outbox (no TWILIO_ACCOUNT_SID)', () => {
  const kit = testAppWithDb({ env: { SMS_POLL_MS: '50' } });

  it('keeps texts as stored, sends nothing, skips a non-essential text to an opted-out number, and shows them at /api/dev/sms-outbox', async () => {
    await kit.db.kysely.insertInto('sms_opt_outs').values({ number: '+447700900302', opted_out_at: new Date().toISOString() }).execute();
    await insertPendingTexts(kit.db.kysely, [text('+447700900301'), text('+447700900302'), text('+447700900302', { kind: 'driver_arrived', essential: true, body: 'Your car is outside.' })], new Date());
    const list = await eventually(async () => {
      const res = await kit.api.call('GET', OPERATIONS.listSmsOutbox.path);
      const data = res.body.data as { status: string }[];
      return data.length === 3 && data.every((t) => t.status !== 'pending') ? res.body : undefined;
    });
    expect(list.transport).toBe('stored-outbox');
    expect(list.data.map((t: any) => [t.to, t.kind, t.status, t.sent_at, t.provider_id])).toEqual([
      ['+447700900302', 'driver_arrived', 'stored', null, null],
      ['+447700900302', 'reminder', 'opted_out', null, null],
      ['+447700900301', 'reminder', 'stored', null, null],
    ]);
    expect(list.data[0]).toMatchObject({ body: 'Your car is outside.', segments: 1, encoding: 'GSM-7', essential: true, attempts: 0 });
    expect((await kit.api.call('GET', `${OPERATIONS.listSmsOutbox.path}?to=%2B447700900301`)).body.data).toHaveLength(1);
    expect((await kit.api.call('GET', `${OPERATIONS.listSmsOutbox.path}?kind=driver_arrived`)).body.data).toHaveLength(1);
    expect((await kit.api.call('GET', `${OPERATIONS.listSmsOutbox.path}?kind=postcard`)).status).toBe(400);
  });

  it('counts the text outbox in /api/health, naming the stored outbox', async () => {
    await insertPendingTexts(kit.db.kysely, [text('+447700900303', { notBefore: new Date(Date.now() + 3_600_000) })], new Date());
    const res = await kit.api.call('GET', OPERATIONS.getHealth.path);
    expect(res.status).toBe(200);
    expect(res.body.data.sms).toEqual({ transport: 'stored-outbox', pending: 1, retrying: 0, failedLast7Days: 0, oldestPendingSeconds: expect.any(Number) });
    expect(JSON.stringify(res.body)).not.toContain('447700900303');
  });

  it("answers Twilio's routes 404, signed or not: no texts are sent, so no reports or replies are taken", async () => {
    const status = await postAsTwilio(kit.api.url, OPERATIONS.twilioSmsStatus, { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' });
    expect(status.status).toBe(404);
    expect(JSON.parse(status.text)).toEqual({ success: false, message: 'This server sends no text messages (no TWILIO_ACCOUNT_SID): it takes no calls from Twilio.' });
    expect((await postAsTwilio(kit.api.url, OPERATIONS.twilioSmsInbound, { From: '+447700900301', Body: 'STOP' })).status).toBe(404);
    expect(await kit.db.kysely.selectFrom('sms_opt_outs').select('number').where('number', '=', '+447700900301').execute()).toEqual([]);
  });

  it('answers the development outbox only to this machine, never through a proxy', async () => {
    const relayed = await fetch(kit.api.url + OPERATIONS.listSmsOutbox.path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(404);
  });
});

describe('the development text outbox outside development and tests', () => {
  it('does not exist under npm start', async () => {
    const api = await startTestApp({ env: { NODE_ENV: '' } });
    try {
      expect((await api.call('GET', OPERATIONS.listSmsOutbox.path)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('texts through Twilio (the fake server)', () => {
  let fake: FakeTwilio;
  let api: TestApp;
  let db: Db;
  beforeAll(async () => {
    fake = await startFakeTwilio();
    api = await startTestApp({ env: twilioEnv(fake, { SMS_POLL_MS: '50' }) });
    db = openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
  });
  afterAll(async () => {
    await db?.close();
    await api?.close();
    await fake?.close();
  });

  /** Queues a text and waits until Twilio has it: its row, sent. */
  async function sent(to: string, overrides: Partial<OutgoingSms> = {}) {
    await insertPendingTexts(db.kysely, [text(to, overrides)], new Date());
    return eventually(async () => (await rowsTo(db, to)).find((r) => r.status !== 'pending' && r.status !== 'sending' && r.kind === (overrides.kind ?? 'reminder')));
  }

  it('hands a text over with our public status callback URL, and health names Twilio', async () => {
    const row = await sent('+447700900401');
    expect(row).toMatchObject({ status: 'sent', provider_status: 'queued' });
    const request = fake.requests.find((r) => r.form.To === '+447700900401')!;
    expect(row.provider_id).toBe(request.sid);
    expect(request.form).toMatchObject({ From: TWILIO_TEST.from, StatusCallback: `${TWILIO_TEST.publicUrl}${OPERATIONS.twilioSmsStatus.path}` });
    expect((await api.call('GET', OPERATIONS.getHealth.path)).body.data.sms).toMatchObject({ transport: 'twilio', pending: 0 });
  });

  it('takes a signed delivery report, and never moves a delivered text back', async () => {
    const row = await sent('+447700900402');
    const sid = row.provider_id!;
    const answer = await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, { AccountSid: TWILIO_TEST.accountSid, MessageSid: sid, SmsSid: sid, MessageStatus: 'delivered', To: '+447700900402', ApiVersion: '2010-04-01' });
    expect(answer).toEqual({ status: 200, type: 'text/xml; charset=utf-8', text: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
    expect((await rowsTo(db, '+447700900402'))[0]).toMatchObject({ status: 'delivered', provider_status: 'delivered' });
    // A late 'sent' report (callbacks may arrive out of order) changes nothing.
    expect((await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, { MessageSid: sid, MessageStatus: 'sent' })).status).toBe(200);
    expect((await rowsTo(db, '+447700900402'))[0]).toMatchObject({ status: 'delivered', provider_status: 'delivered' });
  });

  it('records an undelivered text with its error code, and a progress report as the provider status only', async () => {
    const row = await sent('+447700900403');
    await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, { MessageSid: row.provider_id!, MessageStatus: 'sent' });
    expect((await rowsTo(db, '+447700900403'))[0]).toMatchObject({ status: 'sent', provider_status: 'sent' });
    await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, { MessageSid: row.provider_id!, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect((await rowsTo(db, '+447700900403'))[0]).toMatchObject({ status: 'undelivered', provider_status: 'undelivered', last_error: 'Twilio error 30003 (undelivered)' });
  });

  it('refuses a report with a wrong or missing signature, one signed for another URL, or with a changed parameter (403), and changes nothing', async () => {
    const row = await sent('+447700900404');
    const form = { MessageSid: row.provider_id!, MessageStatus: 'failed', ErrorCode: '30008' };
    const refusals = [
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signature: twilioSignature('another-token', TWILIO_TEST.publicUrl + OPERATIONS.twilioSmsStatus.path, Object.entries(form)) }),
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signature: null }),
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signature: '' }),
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signedUrl: `http://localhost:3000${OPERATIONS.twilioSmsStatus.path}` }),
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signedUrl: TWILIO_TEST.publicUrl + OPERATIONS.twilioSmsInbound.path }),
      await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form, { signedForm: { ...form, MessageStatus: 'delivered' } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text)).toEqual({ success: false, message: 'The X-Twilio-Signature header is missing or does not match this request.' });
    }
    expect((await rowsTo(db, '+447700900404'))[0]).toMatchObject({ status: 'sent', provider_status: 'queued', last_error: null });
    // The same report, rightly signed, is taken.
    expect((await postAsTwilio(api.url, OPERATIONS.twilioSmsStatus, form)).status).toBe(200);
    expect((await rowsTo(db, '+447700900404'))[0]).toMatchObject({ status: 'failed', last_error: 'Twilio error 30008 (failed)' });
  });

  it('refuses what is not a form (415) and a form over 16 KB (413)', async () => {
    const json = await fetch(api.url + OPERATIONS.twilioSmsStatus.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const big = await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: '+447700900405', Body: 'x'.repeat(17 * 1024) });
    expect(big.status).toBe(413);
  });

  it('STOP opts the number out of non-essential texts (an essential one is still sent), and START opts it back in', async () => {
    const number = '+447700900406';
    const stop = await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, To: TWILIO_TEST.from, Body: '  stop ', MessageSid: `SM${'6'.repeat(32)}` });
    expect(stop).toMatchObject({ status: 200, text: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
    expect(await db.kysely.selectFrom('sms_opt_outs').select('number').where('number', '=', number).execute()).toEqual([{ number }]);

    expect(await sent(number)).toMatchObject({ status: 'opted_out', provider_id: null });
    expect(await sent(number, { kind: 'driver_on_the_way', essential: true, body: 'Your driver is on the way.' })).toMatchObject({ status: 'sent' });
    expect(fake.requests.filter((r) => r.form.To === number).map((r) => r.form.Body)).toEqual(['Your driver is on the way.']);

    // A signed reply that is not a keyword changes nothing; an unsigned START is refused.
    await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, Body: 'Stop by the station please' });
    expect((await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, Body: 'START' }, { signature: null })).status).toBe(403);
    expect(await db.kysely.selectFrom('sms_opt_outs').select('number').where('number', '=', number).execute()).toHaveLength(1);

    expect((await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, Body: 'Unstop' })).status).toBe(200);
    expect(await db.kysely.selectFrom('sms_opt_outs').select('number').where('number', '=', number).execute()).toEqual([]);
    await db.kysely.deleteFrom('sms_outbox').where('to_number', '=', number).execute();
    expect(await sent(number)).toMatchObject({ status: 'sent' });
  });

  it('takes every opt-out and opt-in keyword Twilio does', async () => {
    const number = '+447700900407';
    const optedOut = async () => (await db.kysely.selectFrom('sms_opt_outs').select('number').where('number', '=', number).execute()).length === 1;
    for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit']) {
      await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, Body: word });
      expect(await optedOut(), word).toBe(true);
      await postAsTwilio(api.url, OPERATIONS.twilioSmsInbound, { From: number, Body: word === 'END' ? 'yes' : 'start' });
      expect(await optedOut(), word).toBe(false);
    }
  });
});
