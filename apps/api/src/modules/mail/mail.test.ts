import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@kerbside/contract';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const OPERATOR = 'bookings@kerbside.example';
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', telephone: '07700 900123', queryReason: 'Invoice', bookingNumber: '1234', comments: 'Please resend my invoice.' };

/** Polls until `check` returns a value (not undefined), or fails after the timeout. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const outbox = async (api: TestApp) => (await api.call('GET', API_PATHS.devOutbox)).body.data as any[];
const mailById = async (api: TestApp, id: number) => (await outbox(api)).find((m) => m.id === id);

describe('built-in stored outbox (no SMTP_URL)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ env: { MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => api?.close());

  it('keeps the mail as stored and shows it at /api/dev/outbox', async () => {
    const res = await api.call('POST', API_PATHS.contactUs, contact);
    expect(res.status).toBe(200);
    const list = await api.call('GET', API_PATHS.devOutbox);
    expect(list.body.transport).toBe('stored-outbox');
    const mail = await eventually(async () => (await outbox(api)).find((m) => m.status === 'stored'));
    expect(mail).toMatchObject({ kind: 'contact_message', to: OPERATOR, reply_to: contact.email, sent_at: null, attempts: 0 });
    expect(mail.subject).toContain('Invoice');
    expect(mail.text).toContain('Please resend my invoice.');

    const page = await fetch(`${api.url}${API_PATHS.devOutbox}/${mail.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
    expect(await page.text()).toContain('Please resend my invoice.');
  });

  it('filters by recipient, answers 404 for an unknown mail and 400 for a bad id', async () => {
    expect((await api.call('GET', `${API_PATHS.devOutbox}?to=nobody@example.test`)).body.data).toEqual([]);
    expect((await api.call('GET', `${API_PATHS.devOutbox}?to=${OPERATOR}`)).body.data.length).toBeGreaterThan(0);
    expect((await api.call('GET', `${API_PATHS.devOutbox}/999999`)).status).toBe(404);
    expect((await api.call('GET', `${API_PATHS.devOutbox}/abc`)).status).toBe(400);
  });
});

describe('dev outbox in production', () => {
  it('does not exist', async () => {
    const api = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await fetch(`${api.url}${API_PATHS.devOutbox}`);
      expect(res.status).toBe(404);
      expect((await fetch(`${api.url}${API_PATHS.devOutbox}/1`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('SMTP server failing', () => {
  let sink: SmtpSink;
  let api: TestApp;
  let clock = new Date('2026-12-01T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApp({ now: () => clock, env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('retries with backoff, recording attempts and the error, and delivers once the server recovers', async () => {
    sink.failing = true;
    const { body } = await api.call('POST', API_PATHS.contactUs, contact);
    expect(body.success).toBe(true);
    const [first] = await outbox(api);
    const id = first.id as number;

    const failedOnce = await eventually(async () => {
      const m = await mailById(api, id);
      return m?.attempts === 1 && m.status === 'pending' ? m : undefined;
    });
    expect(failedOnce.last_error).toContain('451');
    expect(failedOnce.next_attempt_at).toBe('2026-12-01T09:00:30.000Z');
    // Not due yet: nothing more happens.
    await new Promise((r) => setTimeout(r, 200));
    expect((await mailById(api, id)).attempts).toBe(1);

    advance(30_000);
    const failedTwice = await eventually(async () => {
      const m = await mailById(api, id);
      return m?.attempts === 2 ? m : undefined;
    });
    expect(failedTwice.next_attempt_at).toBe('2026-12-01T09:01:30.000Z');
    expect(sink.rejected).toBe(2);

    sink.failing = false;
    advance(60_000);
    const sent = await eventually(async () => {
      const m = await mailById(api, id);
      return m?.status === 'sent' ? m : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, last_error: null, sent_at: clock.toISOString() });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.envelopeTo).toEqual([OPERATOR]);
  });

  it('marks the mail failed after 8 attempts and keeps it', async () => {
    sink.failing = true;
    const rejectedBefore = sink.rejected;
    await api.call('POST', API_PATHS.contactUs, contact);
    const id = (await outbox(api))[0].id as number;
    for (let attempt = 1; attempt <= 8; attempt++) {
      await eventually(async () => ((await mailById(api, id))?.attempts === attempt ? true : undefined));
      advance(3_600_000);
    }
    const failed = await eventually(async () => {
      const m = await mailById(api, id);
      return m?.status === 'failed' ? m : undefined;
    });
    expect(failed.attempts).toBe(8);
    expect(failed.last_error).toContain('451');
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.rejected - rejectedBefore).toBe(8);
  });
});
