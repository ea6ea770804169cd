import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-wal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Polls until `check` is true, or fails after the timeout. */
async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('WAL checkpoint thread', () => {
  it('copies committed pages into the database file while the request connection only writes', async () => {
    const file = path.join(dir, 'wal.db');
    const db = openDatabase({ sqlitePath: file });
    await migrateToLatest(db);
    const bytes = () => statSync(file).size;
    const before = bytes();
    // About 400 pages: far below the request connection's own checkpoint (10,000 pages).
    const body = 'x'.repeat(3_000);
    await db.kysely.transaction().execute(async (trx) => {
      for (let n = 0; n < 400; n++) {
        await sql`insert into contact_messages (first_name, last_name, email, telephone, query_reason, booking_number, comments, created_at)
                  values ('Ada', 'Lovelace', 'ada@example.test', '1', 'Other', '', ${body}, '2026-12-01T09:00:00.000Z')`.execute(trx);
      }
    });
    await eventually(() => bytes() > before + 400 * 3_000);

    await db.close();
    // The last connection to close checkpoints the rest and removes the WAL.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
