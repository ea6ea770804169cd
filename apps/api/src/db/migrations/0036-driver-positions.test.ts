import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

async function insertDriver(db: Db) {
  const k = db.kysely;
  await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(k);
  await sql`insert into drivers (id, company_id, name, mobile, licence_number, licence_expiry, vehicle_registration, vehicle_category, is_active, created_at)
    values (1, 1, 'Dan', '+447700900123', 'PHD 1', '2027-06-01', 'AB12 CDE', 'Saloon', 1, '2026-01-01')`.execute(k);
}

const position = (db: Db, lat: number, lng: number, accuracy: number) =>
  sql`insert into driver_positions (company_id, driver_id, at, received_at, lat, lng, accuracy_m) values (1, 1, '2026-01-01T09:00:00.000Z', '2026-01-01T09:00:01.000Z', ${lat}, ${lng}, ${accuracy})`.execute(db.kysely);

describe.each(MIGRATION_TEST_KINDS)('migration 0036 on %s: driver availability and positions', (kind) => {
  it('keeps one availability per driver from three statuses, positions in range, one lease per task, and goes back down', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0034-driver-sessions');
    await insertDriver(db);

    await migrateTo(db, '0036-driver-positions');

    await sql`insert into driver_availability (driver_id, company_id, status, changed_at) values (1, 1, 'on_shift', 'x')`.execute(db.kysely);
    await expect(sql`insert into driver_availability (driver_id, company_id, status, changed_at) values (1, 1, 'off', 'x')`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`update driver_availability set status = 'asleep'`.execute(db.kysely)).rejects.toThrow();
    await position(db, 51.5, -0.12, 12);
    await expect(position(db, 91, 0, 1)).rejects.toThrow();
    await expect(position(db, 0, -181, 1)).rejects.toThrow();
    await expect(position(db, 0, 0, 10_001)).rejects.toThrow();
    await sql`insert into scheduled_task_leases (name, held_until, held_by) values ('t', 'x', 'a')`.execute(db.kysely);
    await expect(sql`insert into scheduled_task_leases (name, held_until, held_by) values ('t', 'y', 'b')`.execute(db.kysely)).rejects.toThrow();

    await migrateTo(db, '0034-driver-sessions');

    expect((await sql<{ name: string }>`select name from drivers`.execute(db.kysely)).rows).toEqual([{ name: 'Dan' }]);
    for (const table of ['driver_availability', 'driver_positions', 'scheduled_task_leases']) {
      await expect(sql`select 1 from ${sql.table(table)}`.execute(db.kysely)).rejects.toThrow(new RegExp(table));
    }
  });
});
