/**
 * Two API instances on one PostgreSQL database send the same queued texts: each is handed to
 * Twilio exactly once (the claim's FOR UPDATE SKIP LOCKED), and both instances take a share.
 * SQLite has one writer and one instance per file, so this runs on PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.js';
import { startSecondApp, startTestApp, type TestApp } from '../../test/test-app.js';
import { createSmsDeliveryRepository } from './sms-delivery.repository.js';
import { insertPendingTexts } from './sms-outbox.repository.js';
import { twilioEnv } from './sms-test-kit.js';
import { startFakeTwilio, type FakeTwilio } from './twilio-fake.js';

const FIRST_CLOCK = new Date('2026-12-01T09:00:00.000Z');
// The second instance's clock is a second on, so each row's sent_at says which instance sent it.
const SECOND_CLOCK = new Date('2026-12-01T09:00:01.000Z');

describe.skipIf(!process.env.DATABASE_URL)('two instances sending the same outbox', () => {
  let fake: FakeTwilio;
  let first: TestApp;
  let second: TestApp;
  let db: Db;
  beforeAll(async () => {
    fake = await startFakeTwilio();
    // A few milliseconds per answer, so the two senders' batches overlap.
    fake.delayMs = 3;
    first = await startTestApp({ now: () => FIRST_CLOCK, env: twilioEnv(fake, { SMS_POLL_MS: '50' }) });
    second = await startSecondApp(first, { now: () => SECOND_CLOCK });
    db = openDatabase({ databaseUrl: first.config.DATABASE_URL, sqlitePath: first.config.SQLITE_PATH });
  });
  afterAll(async () => {
    await db?.close();
    await second?.close();
    await first?.close();
    await fake?.close();
  });

  it('hands each of 200 texts queued at once to Twilio exactly once', async () => {
    const numbers = Array.from({ length: 200 }, (_, i) => `+447700${900_000 + i}`);
    await insertPendingTexts(
      db.kysely,
      numbers.map((to) => ({ kind: 'reminder' as const, to, body: `Reminder for ${to.slice(-4)}: your taxi collects you at 09:30.`, companyId: null, essential: false })),
      new Date('2026-12-01T08:59:00.000Z'),
    );
    await fake.waitForCount(200, 30_000);
    // Time for a text handed over twice to show up.
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.requests).toHaveLength(200);
    expect(new Set(fake.requests.map((r) => r.form.To)).size).toBe(200);
    const rows = await db.kysely.selectFrom('sms_outbox').select(['status', 'provider_id', 'sent_at']).execute();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(200);
    expect(new Set(rows.map((r) => r.provider_id))).toEqual(new Set(fake.requests.map((r) => r.sid)));
    const byInstance = { first: rows.filter((r) => r.sent_at === FIRST_CLOCK.toISOString()).length, second: rows.filter((r) => r.sent_at === SECOND_CLOCK.toISOString()).length };
    expect(byInstance.first + byInstance.second).toBe(200);
    expect(byInstance.first).toBeGreaterThan(0);
    expect(byInstance.second).toBeGreaterThan(0);
  });

  it('never gives one claim to two senders, however many claim at the same moment', async () => {
    await db.kysely.deleteFrom('sms_outbox').execute();
    const texts = Array.from({ length: 200 }, (_, i) => ({ kind: 'reminder' as const, to: `+447700${901_000 + i}`, body: 'Reminder.', companyId: null, essential: false }));
    // Not yet due for the apps' own senders (their clocks are earlier): only the claims below take them.
    await insertPendingTexts(db.kysely, texts, new Date('2026-12-02T09:00:00.000Z'));
    const handles = Array.from({ length: 8 }, () => openDatabase({ databaseUrl: first.config.DATABASE_URL, sqlitePath: '' }));
    try {
      const claimed: number[] = [];
      const claimUntilEmpty = async (handle: Db) => {
        const repo = createSmsDeliveryRepository(handle);
        for (;;) {
          const batch = await repo.claimDue(new Date('2026-12-02T09:00:00.000Z'), 5);
          if (batch.length === 0) return;
          claimed.push(...batch.map((t) => t.id));
        }
      };
      await Promise.all(handles.map(claimUntilEmpty));
      expect(claimed).toHaveLength(200);
      expect(new Set(claimed).size).toBe(200);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
