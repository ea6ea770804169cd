import { sql } from 'kysely';
import type { Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData, seedDemoDataInto } from './seed.js';
import { beginImmediate } from './locked-transaction.js';

/**
 * Key of our PostgreSQL advisory lock around start-up. Any constant would do; this one only has to
 * differ from Kysely's own migration lock (3853314791062309107), which is still taken inside ours.
 */
const STARTUP_LOCK_KEY = 4_715_302_118_020_603n;

/** How long a SQLite instance waits for another one's start-up before giving up. */
const SQLITE_WAIT_MS = 5 * 60_000;

/**
 * Migrates, then loads the demo data if asked and the database is empty. Several API processes may
 * start at once on one empty database: each takes a database-wide lock first, so one migrates and
 * seeds while the others wait, then find the work done (Kysely's migration lock alone does not cover
 * the seed, and on SQLite it does nothing). Returns whether this call loaded the demo data.
 */
export async function prepareDatabase(db: Db, options: { seedDemoData: boolean }): Promise<{ seeded: boolean }> {
  const seeded = db.dialect === 'postgres' ? await preparePostgres(db, options) : await prepareSqlite(db, options);
  return { seeded };
}

/**
 * A session-level advisory lock held on one connection of the pool while the migrator and the seed
 * use others. The server drops it if this process dies, so a crashed start never blocks the next.
 */
async function preparePostgres(db: Db, options: { seedDemoData: boolean }): Promise<boolean> {
  return db.kysely.connection().execute(async (lockConnection) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(lockConnection);
    try {
      await migrateToLatest(db);
      return options.seedDemoData ? await seedDemoData(db) : false;
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(lockConnection);
    }
  });
}

/**
 * One write transaction (BEGIN IMMEDIATE takes the file's write lock at once) around migrations and
 * seed, on the connection's only Kysely connection. A plain BEGIN would let two processes both read
 * "empty" and then fail on the first write; SQLite releases the lock if the process dies.
 */
async function prepareSqlite(db: Db, options: { seedDemoData: boolean }): Promise<boolean> {
  return db.kysely.connection().execute(async (connection) => {
    await beginImmediate(connection, SQLITE_WAIT_MS);
    try {
      await migrateToLatest(db, { on: connection });
      const seeded = options.seedDemoData ? await seedDemoDataInto(connection) : false;
      await sql`commit`.execute(connection);
      return seeded;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
