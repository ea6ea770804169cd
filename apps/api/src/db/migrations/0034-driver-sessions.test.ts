import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

/** A company and its driver, straight into the tables as migration 0033 left them. */
async function insertDriver(db: Db) {
  const k = db.kysely;
  await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(k);
  await sql`insert into drivers (id, company_id, name, mobile, licence_number, licence_expiry, vehicle_registration, vehicle_category, is_active, created_at)
    values (1, 1, 'Dan', '+447700900123', 'PHD 1', '2027-06-01', 'AB12 CDE', 'Saloon', 1, '2026-01-01')`.execute(k);
}

const insertLink = (db: Db, hash: string) =>
  sql`insert into driver_sign_in_links (driver_id, company_id, token_hash, created_at, expires_at) values (1, 1, ${hash}, '2026-01-01', '2026-01-01')`.execute(db.kysely);
const insertSession = (db: Db, hash: string, label = 'Chrome on Android') =>
  sql`insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (1, 1, ${hash}, ${label}, '2026-01-01', '2026-01-01', '2026-02-01')`.execute(db.kysely);

describe.each(MIGRATION_TEST_KINDS)('migration 0034 on %s: driver sessions', (kind) => {
  it('keeps the drivers, gives them an email, keeps links and sessions by unique hash, and goes back down', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0033-jobs-by-booking-time');
    await insertDriver(db);

    await migrateTo(db, '0034-driver-sessions');

    expect((await sql<{ name: string; email: string | null }>`select name, email from drivers`.execute(db.kysely)).rows).toEqual([{ name: 'Dan', email: null }]);
    await sql`update drivers set email = 'dan@example.com'`.execute(db.kysely);
    await insertLink(db, 'h1');
    await expect(insertLink(db, 'h1')).rejects.toThrow();
    await insertSession(db, 's1');
    await expect(insertSession(db, 's1')).rejects.toThrow();
    await expect(insertSession(db, 's2', 'x'.repeat(61))).rejects.toThrow();
    // A session of a driver that does not exist is refused (PostgreSQL; SQLite checks foreign keys where the app turns them on).
    if (kind === 'postgres') {
      await expect(sql`insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (9, 1, 's3', 'x', 'a', 'a', 'a')`.execute(db.kysely)).rejects.toThrow();
    }

    await migrateTo(db, '0033-jobs-by-booking-time');

    expect((await sql<{ name: string }>`select name from drivers`.execute(db.kysely)).rows).toEqual([{ name: 'Dan' }]);
    await expect(sql`select email from drivers`.execute(db.kysely)).rejects.toThrow(/email/);
    await expect(sql`select 1 from driver_sessions`.execute(db.kysely)).rejects.toThrow(/driver_sessions/);
    await expect(sql`select 1 from driver_sign_in_links`.execute(db.kysely)).rejects.toThrow(/driver_sign_in_links/);
  });
});
