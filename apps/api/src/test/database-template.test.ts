/**
 * The run's template databases: a copy is what the app's own start-up would have made (every
 * migration, the demo data only when asked), so prepareDatabase finds nothing to do on it; and a
 * test app's call() answers as the same call over its port does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { DEMO_COMPANIES } from '../db/demo-fleet.js';
import { migrationsFor } from '../db/migrate.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { NOW, oneWay } from '../modules/bookings/bookings-test-kit.js';
import { copySqliteTemplate, postgresTemplate } from './database-template.js';
import { callerOf, freshPostgresDatabase, startTestApp, type TestApp } from './test-app.js';

const adminUrl = process.env.DATABASE_URL;

/** A copy of the run's template, opened. */
async function copyOfTemplate(seedDemoData: boolean): Promise<{ db: Db; drop(): Promise<void> }> {
  const run = inject('templateRun');
  if (!run) throw new Error('no test/global-setup.ts in this run');
  if (adminUrl) {
    const copy = await freshPostgresDatabase(adminUrl, await postgresTemplate(run, adminUrl, { seedDemoData }));
    const db = openDatabase({ databaseUrl: copy.url, sqlitePath: ':memory:' });
    return { db, drop: async () => (await db.close(), await copy.drop()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-template-copy-'));
  const sqlitePath = path.join(dir, 'copy.db');
  await copySqliteTemplate(run, sqlitePath, { seedDemoData });
  const db = openDatabase({ sqlitePath });
  return { db, drop: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
}

async function companies(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a copy of the run’s template database', () => {
  for (const seedDemoData of [true, false]) {
    it(`has every migration${seedDemoData ? ' and the demo data' : ', and no demo data when SEED_DEMO_DATA is off'}: the app’s start finds nothing to do`, async () => {
      const copy = await copyOfTemplate(seedDemoData);
      try {
        const migrator = new Migrator({ db: copy.db.kysely, provider: { getMigrations: async () => migrationsFor(copy.db) } });
        const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined);
        expect(pending.map((m) => m.name)).toEqual([]);
        expect(await companies(copy.db)).toBe(seedDemoData ? DEMO_COMPANIES.length : 0);
        expect(await prepareDatabase(copy.db, { seedDemoData })).toEqual({ seeded: false });
        expect(await companies(copy.db)).toBe(seedDemoData ? DEMO_COMPANIES.length : 0);
      } finally {
        await copy.drop();
      }
    });
  }
});

describe("a test app's call()", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ now: () => NOW });
  });
  afterAll(async () => api?.close());

  it('answers as the same call over the port: status and body, a compressed answer decoded, a refusal and a text answer too', async () => {
    const overThePort = callerOf(api.url);
    const calls: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['POST', '/api/v1/calculate-distance-price', oneWay],
      ['POST', '/api/v1/calculate-distance-price', 'not json', { 'content-type': 'application/json' }],
      ['GET', '/api/v1/setting', undefined, { 'api-public-key': 'wrong' }],
      ['GET', '/api/health'],
    ];
    for (const [method, p, body, headers] of calls) {
      const injected = await api.call(method, p, body, headers);
      const socket = await overThePort(method, p, body, headers);
      expect({ p, status: injected.status, body: withoutTimes(injected.body) }).toEqual({ p, status: socket.status, body: withoutTimes(socket.body) });
    }
    // The quote answer is large enough to be compressed, and is read back whole.
    expect((await api.call('POST', '/api/v1/calculate-distance-price', oneWay)).body.data.price_details.length).toBeGreaterThan(0);
  });
});

/** Health reports how long its checks took, which differs from one call to the next. */
function withoutTimes(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) => (key === 'ms' || key === 'oldestPendingSeconds' ? 0 : value));
}
