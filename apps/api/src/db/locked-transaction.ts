/**
 * A transaction that holds a row of ours against every other writer, on both databases, in this
 * process or another: `SELECT … FOR UPDATE` of the row on PostgreSQL; on SQLite an immediate write
 * transaction (BEGIN IMMEDIATE), which takes the file's write lock at once and so covers several
 * instances on one file. Keep the work short and on `trx` only: never a call to another service inside.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** The rows money is serialised on: a booking (every movement of its money), a sandbox intent (its refunds). */
export type LockedRow = { table: 'bookings'; id: number } | { table: 'sandbox_payment_intents'; id: string };

/** How long a SQLite writer waits for another instance's write lock before giving up (as busy_timeout). */
const SQLITE_LOCK_WAIT_MS = 5_000;

export async function lockedTransaction<T>(db: Db, row: LockedRow, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      await lockRow(trx, row);
      return work(trx);
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    await beginImmediate(connection, SQLITE_LOCK_WAIT_MS);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

async function lockRow(trx: Kysely<Database>, row: LockedRow): Promise<void> {
  if (row.table === 'bookings') await trx.selectFrom('bookings').select('id').where('id', '=', row.id).forUpdate().execute();
  else await trx.selectFrom('sandbox_payment_intents').select('id').where('id', '=', row.id).forUpdate().execute();
}

/**
 * BEGIN IMMEDIATE on a SQLite connection. better-sqlite3 waits for a lock synchronously
 * (busy_timeout), which would stall this thread and anything else it runs (another instance in the
 * same process among them); so try without waiting and sleep between tries instead.
 */
export async function beginImmediate(connection: Kysely<Database>, waitMs: number): Promise<void> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
  const busyTimeout = Number(rows[0]?.timeout ?? 0);
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${Math.trunc(busyTimeout)}`).execute(connection);
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
