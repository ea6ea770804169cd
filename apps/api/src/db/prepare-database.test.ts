import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/test-app.js';
import { openDatabase, type Db } from './database.js';
import { DEMO_BANNED_ADDRESSES, DEMO_COMPANIES, DEMO_SETTINGS } from './demo-fleet.js';
import { prepareDatabase } from './prepare-database.js';

/** One empty database; `open` makes a handle of its own, as another API process would. */
interface EmptyDatabase {
  open(): Db;
  drop(): Promise<void>;
}

function emptySqliteFile(): EmptyDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-prepare-'));
  // Each handle is its own better-sqlite3 connection to the file, so SQLite's file locks apply between them.
  const sqlitePath = path.join(dir, 'kerbside.db');
  return {
    open: () => openDatabase({ sqlitePath }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function emptyPostgresDatabase(adminUrl: string): Promise<EmptyDatabase> {
  const fresh = await freshPostgresDatabase(adminUrl);
  // Each handle has its own pool, so the instances race on separate server sessions.
  return { open: () => openDatabase({ databaseUrl: fresh.url, sqlitePath: '' }), drop: () => fresh.drop() };
}

async function count(db: Db, table: 'companies' | 'settings' | 'banned_addresses'): Promise<number> {
  const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const INSTANCES = 3;
const ROUNDS = 5;

/** Starts INSTANCES at once on a new empty database, ROUNDS times; every start must succeed. */
async function startTogether(emptyDatabase: () => Promise<EmptyDatabase>): Promise<void> {
  for (let round = 1; round <= ROUNDS; round++) {
    const database = await emptyDatabase();
    const handles = Array.from({ length: INSTANCES }, () => database.open());
    try {
      const starts = await Promise.allSettled(handles.map((db) => prepareDatabase(db, { seedDemoData: true })));
      const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(failures, `round ${round}`).toEqual([]);
      const seeded = starts.filter((s) => s.status === 'fulfilled' && s.value.seeded);
      expect(seeded, `round ${round}: instances that loaded the demo data`).toHaveLength(1);

      const [db] = handles as [Db];
      expect(await count(db, 'companies')).toBe(DEMO_COMPANIES.length);
      expect(await count(db, 'settings')).toBe(Object.keys(DEMO_SETTINGS).length);
      expect(await count(db, 'banned_addresses')).toBe(DEMO_BANNED_ADDRESSES.length);
    } finally {
      await Promise.all(handles.map((db) => db.close()));
      await database.drop();
    }
  }
}

/** A later start finds the data and loads nothing; with SEED_DEMO_DATA=false nothing is loaded at all. */
async function restartAndNoSeed(emptyDatabase: () => Promise<EmptyDatabase>): Promise<void> {
  const database = await emptyDatabase();
  const first = database.open();
  const second = database.open();
  try {
    expect(await prepareDatabase(first, { seedDemoData: false })).toEqual({ seeded: false });
    expect(await count(first, 'companies')).toBe(0);
    expect(await prepareDatabase(first, { seedDemoData: true })).toEqual({ seeded: true });
    expect(await prepareDatabase(second, { seedDemoData: true })).toEqual({ seeded: false });
    expect(await count(second, 'settings')).toBe(Object.keys(DEMO_SETTINGS).length);
  } finally {
    await first.close();
    await second.close();
    await database.drop();
  }
}

describe('prepareDatabase on a SQLite file', () => {
  it(`lets ${INSTANCES} instances start together on one empty file and loads the demo data once (${ROUNDS} rounds)`, async () => {
    await startTogether(async () => emptySqliteFile());
  }, 60_000);

  it('loads nothing on a later start, nor when demo data is turned off', async () => {
    await restartAndNoSeed(async () => emptySqliteFile());
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('prepareDatabase on PostgreSQL', () => {
  it(`lets ${INSTANCES} instances start together on one empty database and loads the demo data once (${ROUNDS} rounds)`, async () => {
    await startTogether(() => emptyPostgresDatabase(databaseUrl!));
  }, 60_000);

  it('loads nothing on a later start, nor when demo data is turned off', async () => {
    await restartAndNoSeed(() => emptyPostgresDatabase(databaseUrl!));
  });
});
