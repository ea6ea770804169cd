import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createOutboxRepository, insertPendingMail } from './mail-outbox.repository.js';
import { createMailSender } from './mail-sender.js';
import { createSmtpTransport, createStoredOutboxTransport, type MailTransport } from './mail-transport.js';
import { GIVE_UP_AFTER_MS, MAX_RETRY_MS } from './mail-backoff.js';
import { withoutAddresses } from './mail-sender.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import type { OutgoingMail } from '../../platform/outbox/index.js';

/** A fresh database of its own: SQLite, or PostgreSQL when DATABASE_URL is set. */
async function freshDb(): Promise<{ url?: string; sqlitePath: string; drop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-mail-'));
  const sqlitePath = path.join(dir, 'mail.db');
  const admin = process.env.DATABASE_URL;
  if (!admin) return { sqlitePath, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `kerbside_mail_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), sqlitePath, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const quiet = { warn() {}, error() {} };
const mail = (n: number): OutgoingMail => ({
  kind: 'contact_message',
  to: `operator${n}@example.test`,
  subject: `Mail ${n}`,
  text: `Text ${n}`,
  html: `<p>Mail ${n}</p>`,
});

/** A transport that records deliveries; `fail` makes it throw, `delayMs` makes it slow. */
function recordingTransport(options: { fail?: () => boolean; delayMs?: number } = {}) {
  const delivered: number[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    async deliver(m) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.fail?.()) throw new Error('451 Mailbox temporarily unavailable');
      delivered.push(m.id);
      return 'sent';
    },
    close: async () => {},
  };
  return { transport, delivered };
}

let store: Awaited<ReturnType<typeof freshDb>>;
let db: Db;
let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
const open = () => openDatabase({ databaseUrl: store.url, sqlitePath: store.sqlitePath });
const rows = () => db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

beforeAll(async () => {
  store = await freshDb();
  db = open();
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.kysely.deleteFrom('mail_outbox').execute();
  clock = new Date('2026-12-01T09:00:00Z');
});
afterAll(async () => {
  await db?.close();
  await store?.drop();
});

describe('mail sender', () => {
  it('sends due mail oldest first in batches and marks it sent', async () => {
    for (let n = 1; n <= 5; n++) await insertPendingMail(db.kysely, mail(n), now());
    const { transport, delivered } = recordingTransport();
    const sender = createMailSender({ repo: createOutboxRepository(db), transport, pollMs: 1000, now, log: quiet, batchSize: 3 });
    expect(await sender.sendDueMail()).toBe(3);
    expect(await sender.sendDueMail()).toBe(2);
    expect(await sender.sendDueMail()).toBe(0);
    const ids = (await rows()).map((r) => r.id);
    expect(delivered.sort((a, b) => a - b)).toEqual(ids);
    for (const r of await rows()) {
      expect(r).toMatchObject({ status: 'sent', attempts: 0, sent_at: clock.toISOString(), claimed_at: null });
    }
  });

  it('takes the mail due longest first', async () => {
    await insertPendingMail(db.kysely, mail(1), now());
    await insertPendingMail(db.kysely, mail(2), new Date(clock.getTime() - 60_000)); // e.g. a retry, due a minute ago
    const { transport, delivered } = recordingTransport();
    const sender = createMailSender({ repo: createOutboxRepository(db), transport, pollMs: 1000, now, log: quiet, batchSize: 1 });
    await sender.sendDueMail();
    await sender.sendDueMail();
    const [first, second] = await rows();
    expect(delivered).toEqual([second!.id, first!.id]);
  });

  it('keeps mail as stored, without sending it, when no SMTP server is configured', async () => {
    await insertPendingMail(db.kysely, mail(1), now());
    const sender = createMailSender({ repo: createOutboxRepository(db), transport: createStoredOutboxTransport(), pollMs: 1000, now, log: quiet });
    await sender.sendDueMail();
    expect(await rows()).toMatchObject([{ status: 'stored', sent_at: null }]);
  });

  it('records each failure and waits with backoff', async () => {
    await insertPendingMail(db.kysely, mail(1), now());
    const { transport } = recordingTransport({ fail: () => true });
    const sender = createMailSender({ repo: createOutboxRepository(db), transport, pollMs: 1000, now, log: quiet });
    await sender.sendDueMail();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-12-01T09:00:30.000Z' });
    expect(row?.last_error).toContain('451');
    // Not due yet: nothing is claimed.
    clock = new Date('2026-12-01T09:00:29Z');
    expect(await sender.sendDueMail()).toBe(0);
    for (let attempt = 2; attempt <= 8; attempt++) {
      clock = new Date((await rows())[0]!.next_attempt_at);
      expect(await sender.sendDueMail()).toBe(1);
    }
    // Eight failures in under an hour are far from the retention: still pending, 15 min apart.
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 8 });
    expect(Date.parse(row!.next_attempt_at) - clock.getTime()).toBe(15 * 60_000);
  });

  it('hands out again a claim left by a sender that died', async () => {
    await insertPendingMail(db.kysely, mail(1), now());
    const repo = createOutboxRepository(db);
    expect(await repo.claimDue(now(), 10)).toHaveLength(1); // claimed, never finished
    const { transport, delivered } = recordingTransport();
    const sender = createMailSender({ repo, transport, pollMs: 1000, now, log: quiet, staleAfterMs: 600_000 });
    expect(await sender.sendDueMail()).toBe(0);
    clock = new Date(clock.getTime() + 601_000);
    expect(await sender.sendDueMail()).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent' }]);
  });

  it('shares one tick between overlapping callers', async () => {
    for (let n = 1; n <= 3; n++) await insertPendingMail(db.kysely, mail(n), now());
    const { transport, delivered } = recordingTransport({ delayMs: 50 });
    const sender = createMailSender({ repo: createOutboxRepository(db), transport, pollMs: 1000, now, log: quiet });
    const [a, b] = await Promise.all([sender.sendDueMail(), sender.sendDueMail()]);
    expect([a, b]).toEqual([3, 3]);
    expect(delivered).toHaveLength(3);
  });

  it('never delivers a mail twice when two instances send at once', async () => {
    const total = 40;
    for (let n = 1; n <= total; n++) await insertPendingMail(db.kysely, mail(n), now());
    const handles = [open(), open()];
    const delivered: number[] = [];
    const senders = handles.map((h) => {
      const transport: MailTransport = {
        name: 'smtp',
        async deliver(m) {
          await new Promise((r) => setTimeout(r, 5));
          delivered.push(m.id);
          return 'sent';
        },
        close: async () => {},
      };
      return createMailSender({ repo: createOutboxRepository(h), transport, pollMs: 1000, now, log: quiet, batchSize: 4 });
    });
    try {
      const drain = async (s: (typeof senders)[number]) => {
        while ((await s.sendDueMail()) > 0);
      };
      await Promise.all(senders.map(drain));
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
    expect(delivered).toHaveLength(total);
    expect(new Set(delivered).size).toBe(total);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('stop() waits for the tick in flight', async () => {
    await insertPendingMail(db.kysely, mail(1), now());
    const { transport, delivered } = recordingTransport({ delayMs: 150 });
    const sender = createMailSender({ repo: createOutboxRepository(db), transport, pollMs: 10, now, log: quiet });
    sender.start();
    await new Promise((r) => setTimeout(r, 40));
    await sender.stop();
    expect(delivered).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent' }]);
  });
});

/** Every log line the sender writes, with its fields. */
function capturingLog() {
  const lines: { level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: 'warn' | 'error') => (obj: unknown, msg?: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg: msg ?? '' });
  return { lines, log: { warn: at('warn'), error: at('error') } as never };
}

const HOUR = 3_600_000;

describe('mail sender through a real SMTP server that is down for days', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => {
    sink.failing = false;
  });
  afterAll(async () => sink?.close());

  const smtpSender = (log: ReturnType<typeof capturingLog>['log']) =>
    createMailSender({
      repo: createOutboxRepository(db),
      transport: createSmtpTransport({ url: sink.url, from: async () => 'Kerbside <bookings@kerbside.example>' }),
      pollMs: 1000,
      now,
      log,
    });
  const queued = () => clock;
  /** Runs every due retry, moving the clock to each next_attempt_at, until `until` (ms after queueing). */
  async function retryUntil(sender: ReturnType<typeof smtpSender>, start: Date, until: number) {
    for (;;) {
      const [row] = await rows();
      if (row?.status !== 'pending' || Date.parse(row.next_attempt_at) - start.getTime() > until) return row;
      const gap = Date.parse(row.next_attempt_at) - clock.getTime();
      expect(gap).toBeLessThanOrEqual(MAX_RETRY_MS);
      clock = new Date(row.next_attempt_at);
      expect(await sender.sendDueMail()).toBe(1);
    }
  }

  it('delivers a mail queued before an outage of 2 days once the relay is back', async () => {
    const start = queued();
    await insertPendingMail(db.kysely, mail(1), now());
    const logged = capturingLog();
    const sender = smtpSender(logged.log);
    sink.failing = true;
    const rejectedBefore = sink.rejected;
    try {
      const row = await retryUntil(sender, start, 48 * HOUR);
      expect(row).toMatchObject({ status: 'pending' });
      expect(row!.attempts).toBeGreaterThan(180);
      expect(sink.rejected - rejectedBefore).toBe(row!.attempts);
      sink.failing = false;
      clock = new Date(row!.next_attempt_at);
      expect(await sender.sendDueMail()).toBe(1);
    } finally {
      await sender.stop();
    }
    expect(await rows()).toMatchObject([{ status: 'sent', last_error: null, sent_at: clock.toISOString() }]);
    expect(sink.received.at(-1)?.envelopeTo).toEqual(['operator1@example.test']);
    expect(logged.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('gives up a mail undelivered 3 days after it was queued, with one error log line free of personal data', async () => {
    const start = queued();
    await insertPendingMail(db.kysely, mail(1), now());
    const logged = capturingLog();
    const sender = smtpSender(logged.log);
    sink.failing = true;
    let givenUpAt: string;
    try {
      expect(await sender.sendDueMail()).toBe(1);
      // 71 hours in (the outage of the test above covers the hours between), still retrying.
      clock = new Date(start.getTime() + 71 * HOUR);
      expect(await sender.sendDueMail()).toBe(1);
      let row = (await rows())[0];
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      row = await retryUntil(sender, start, 80 * HOUR);
      expect(row?.status).toBe('failed');
      // The last try was made at or after the retention, never more than one interval after it.
      expect(clock.getTime() - start.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
      expect(clock.getTime() - start.getTime()).toBeLessThan(GIVE_UP_AFTER_MS + MAX_RETRY_MS);
      givenUpAt = clock.toISOString();
      // Given up: kept, never tried again.
      clock = new Date(start.getTime() + 10 * 24 * HOUR);
      expect(await sender.sendDueMail()).toBe(0);
    } finally {
      await sender.stop();
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: givenUpAt });
    expect(row!.last_error).toContain('451');

    const errors = logged.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/given up/);
    expect(errors[0]!.obj).toMatchObject({ mailId: row!.id, kind: 'contact_message', attempts: row!.attempts });
    expect(String(errors[0]!.obj.lastError)).toContain('451');
    expect(logged.lines.filter((l) => l.level === 'warn')).toHaveLength(row!.attempts - 1);
    const everything = JSON.stringify(logged.lines);
    for (const personal of ['operator1@example.test', 'Mail 1', 'Text 1']) expect(everything).not.toContain(personal);
  });
});

describe('log lines of SMTP errors', () => {
  it('never carry an email address', () => {
    expect(withoutAddresses("Can't send mail - all recipients were rejected: 550 5.1.1 <ada.l+x@example.co.uk>: Recipient address rejected")).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: Recipient address rejected",
    );
    expect(withoutAddresses('451 Mailbox temporarily unavailable')).toBe('451 Mailbox temporarily unavailable');
  });
});
