import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0042 on %s: accessible vehicles', (kind) => {
  it("marks an existing 'Wheelchair Accessible' category as taking a passenger in their chair, every other none, checks the values, and gives bookings an assistance dog", async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0041-driver-photos');
    await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(db.kysely);
    for (const [id, name] of [[1, 'Saloon'], [2, 'Wheelchair Accessible'], [3, 'MPV']] as const) {
      await sql`insert into vehicle_categories (id, company_id, category_name, vehicle_type, seats, luggage, small_luggage, image_file) values (${id}, 1, ${name}, ${name}, 4, 2, 2, 'saloon.svg')`.execute(db.kysely);
    }

    await migrateTo(db, '0042-accessible-vehicles');

    const rows = (await sql<{ id: number; wheelchair_access: string }>`select id, wheelchair_access from vehicle_categories order by id`.execute(db.kysely)).rows;
    expect(rows.map((r) => [Number(r.id), r.wheelchair_access])).toEqual([[1, 'none'], [2, 'in_chair'], [3, 'none']]);
    await sql`update vehicle_categories set wheelchair_access = 'transfer' where id = 3`.execute(db.kysely);
    await expect(sql`update vehicle_categories set wheelchair_access = 'ramp' where id = 1`.execute(db.kysely)).rejects.toThrow();
    // Bookings gain the assistance dog (no rows here: the column is what is checked).
    expect((await sql`select assistance_dog from booking_details`.execute(db.kysely)).rows).toEqual([]);
  });
});
