import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createOutboxRepository, insertPendingMail } from './mail-outbox.repository.js';
import { createMailSender } from './mail-sender.js';
import { createStoredOutboxTransport, type MailTransport } from './mail-transport.js';
import type { OutgoingMail } from './mail.types.js';

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

  it('records each failure, waits with backoff, and gives up after 8 attempts', async () => {
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
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    clock = new Date('2026-12-02T09:00:00Z');
    expect(await sender.sendDueMail()).toBe(0);
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
