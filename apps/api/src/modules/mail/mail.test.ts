import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
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

const outbox = async (api: TestApp) => (await api.call('GET', OPERATIONS.listOutbox.path)).body.data as any[];
const mailById = async (api: TestApp, id: number) => (await outbox(api)).find((m) => m.id === id);

describe('built-in stored outbox (no SMTP_URL)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ env: { MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => api?.close());

  it('keeps the mail as stored and shows it at /api/dev/outbox', async () => {
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, contact);
    expect(res.status).toBe(200);
    const list = await api.call('GET', OPERATIONS.listOutbox.path);
    expect(list.body.transport).toBe('stored-outbox');
    const mail = await eventually(async () => (await outbox(api)).find((m) => m.status === 'stored'));
    expect(mail).toMatchObject({ kind: 'contact_message', to: OPERATOR, reply_to: contact.email, sent_at: null, attempts: 0 });
    expect(mail.subject).toContain('Invoice');
    expect(mail.text).toContain('Please resend my invoice.');

    const page = await fetch(`${api.url}${OPERATIONS.listOutbox.path}/${mail.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
    expect(await page.text()).toContain('Please resend my invoice.');
  });

  it('filters by recipient, answers 404 for an unknown mail and 400 for a bad id', async () => {
    expect((await api.call('GET', `${OPERATIONS.listOutbox.path}?to=nobody@example.test`)).body.data).toEqual([]);
    expect((await api.call('GET', `${OPERATIONS.listOutbox.path}?to=${OPERATOR}`)).body.data.length).toBeGreaterThan(0);
    expect((await api.call('GET', `${OPERATIONS.listOutbox.path}/999999`)).status).toBe(404);
    expect((await api.call('GET', `${OPERATIONS.listOutbox.path}/abc`)).status).toBe(400);
  });
});

describe('dev outbox outside development and tests', () => {
  // Mail holds password-reset codes: reading it would be an account takeover.
  it.each([
    ['production', 'production'],
    ['npm start (NODE_ENV unset)', undefined],
  ])('does not exist in %s', async (_mode, nodeEnv) => {
    const api = await startTestApp({ env: { NODE_ENV: nodeEnv } });
    try {
      expect((await api.call('POST', OPERATIONS.sendContactMessage.path, contact)).status).toBe(200);
      for (const path of [OPERATIONS.listOutbox.path, `${OPERATIONS.listOutbox.path}/1`, '/api/dev/%6Futbox', '/%61pi/dev/outbox']) {
        const res = await fetch(`${api.url}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain(OPERATOR);
      }
    } finally {
      await api.close();
    }
  });

  it('in development, answers this machine only, never a request relayed by a proxy', async () => {
    const api = await startTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
    try {
      expect((await api.call('POST', OPERATIONS.sendContactMessage.path, contact)).status).toBe(200);
      expect((await fetch(`${api.url}${OPERATIONS.listOutbox.path}`)).status).toBe(200);
      const relayed: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-forwarded-proto': 'https' }, { 'x-real-ip': '203.0.113.9' }, { via: '1.1 nginx' }];
      for (const headers of relayed) {
        const res = await fetch(`${api.url}${OPERATIONS.listOutbox.path}`, { headers });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain(OPERATOR);
      }
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
    const { body } = await api.call('POST', OPERATIONS.sendContactMessage.path, contact);
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

  const attemptsReach = (id: number, attempts: number) =>
    eventually(async () => {
      const m = await mailById(api, id);
      return m?.attempts === attempts && m.status !== 'sending' ? m : undefined;
    });
  const health = async () => (await api.call('GET', OPERATIONS.getHealth.path)).body;

  it('keeps retrying through an outage of 2 days and delivers once the server recovers', async () => {
    sink.failing = true;
    const queuedAt = clock.getTime();
    const receivedBefore = sink.received.length;
    await api.call('POST', OPERATIONS.sendContactMessage.path, contact);
    const id = (await outbox(api))[0].id as number;
    await attemptsReach(id, 1);
    // The clock jumps: the rule looks at the mail's age, not at how many tries fitted in.
    for (const [hours, attempts] of [[1, 2], [24, 3], [47, 4]] as const) {
      clock = new Date(queuedAt + hours * 3_600_000);
      const m = await attemptsReach(id, attempts);
      expect(m.status).toBe('pending');
      expect(Date.parse(m.next_attempt_at) - clock.getTime()).toBeLessThanOrEqual(15 * 60_000);
    }
    expect((await health()).data.mail).toMatchObject({ pending: 1, retrying: 1, failedLast7Days: 0, oldestPendingSeconds: 47 * 3600 });

    sink.failing = false;
    clock = new Date(queuedAt + 48 * 3_600_000);
    const sent = await eventually(async () => {
      const m = await mailById(api, id);
      return m?.status === 'sent' ? m : undefined;
    });
    expect(sent).toMatchObject({ attempts: 4, last_error: null, sent_at: clock.toISOString() });
    expect(sink.received).toHaveLength(receivedBefore + 1);
    expect((await health()).data.mail).toMatchObject({ pending: 0, retrying: 0, failedLast7Days: 0, oldestPendingSeconds: null });
  });

  it('gives up a mail still undelivered 3 days after it was queued, keeps it, and shows it in /api/health', async () => {
    sink.failing = true;
    const queuedAt = clock.getTime();
    await api.call('POST', OPERATIONS.sendContactMessage.path, contact);
    const id = (await outbox(api))[0].id as number;
    await attemptsReach(id, 1);
    clock = new Date(queuedAt + 71 * 3_600_000);
    expect((await attemptsReach(id, 2)).status).toBe('pending');

    clock = new Date(queuedAt + 72 * 3_600_000);
    const failed = await attemptsReach(id, 3);
    expect(failed).toMatchObject({ status: 'failed', next_attempt_at: clock.toISOString(), sent_at: null });
    expect(failed.last_error).toContain('451');
    // A given-up mail shows in the health summary without making the service unavailable.
    const res = await api.call('GET', OPERATIONS.getHealth.path);
    expect(res.status).toBe(200);
    expect(res.body.data.mail).toEqual({ transport: 'smtp', pending: 0, retrying: 0, failedLast7Days: 1, oldestPendingSeconds: null });

    // Kept, never tried again.
    const rejected = sink.rejected;
    clock = new Date(queuedAt + 9 * 24 * 3_600_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.rejected).toBe(rejected);
    expect((await mailById(api, id)).status).toBe('failed');
    // Counted for 7 days after it was given up.
    clock = new Date(queuedAt + (3 + 7) * 24 * 3_600_000 - 1_000);
    expect((await health()).data.mail.failedLast7Days).toBe(1);
    clock = new Date(queuedAt + (3 + 7) * 24 * 3_600_000 + 1_000);
    expect((await health()).data.mail.failedLast7Days).toBe(0);
  });
});
