import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0041 on %s: driver photos', (kind) => {
  it("lets media_files hold drivers' photos, keeps every picture and the one-logo rule, and gives drivers a photo reference", async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0038-text-messages');
    await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(db.kysely);
    const bytes = Buffer.from([1, 2, 3]);
    for (const [id, kindOf] of [[5, 'vehicle'], [9, 'logo']] as const) {
      await sql`insert into media_files (id, company_id, kind, content_type, bytes, width, height, sha256, created_at) values (${id}, 1, ${kindOf}, 'image/webp', ${bytes}, 10, 20, ${'ab'.repeat(32)}, '2026-01-01T00:00:00Z')`.execute(db.kysely);
    }
    await expect(sql`insert into media_files (company_id, kind, content_type, bytes, width, height, sha256, created_at) values (1, 'driver', 'image/webp', ${bytes}, 1, 1, 'x', 'x')`.execute(db.kysely)).rejects.toThrow();

    await migrateTo(db, '0041-driver-photos');

    const rows = (await sql<{ id: number; kind: string; width: number }>`select id, kind, width from media_files order by id`.execute(db.kysely)).rows;
    expect(rows.map((r) => [Number(r.id), r.kind, Number(r.width)])).toEqual([[5, 'vehicle', 10], [9, 'logo', 10]]);
    await sql`insert into media_files (company_id, kind, content_type, bytes, width, height, sha256, created_at) values (1, 'driver', 'image/webp', ${bytes}, 1, 1, 'x', 'x')`.execute(db.kysely);
    await expect(sql`insert into media_files (company_id, kind, content_type, bytes, width, height, sha256, created_at) values (1, 'poster', 'image/webp', ${bytes}, 1, 1, 'x', 'x')`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`insert into media_files (company_id, kind, content_type, bytes, width, height, sha256, created_at) values (1, 'logo', 'image/webp', ${bytes}, 1, 1, 'x', 'x')`.execute(db.kysely)).rejects.toThrow();
    // SQLite's rebuilt table: new ids continue after the copied ones (PostgreSQL's table and sequence are untouched).
    if (kind === 'sqlite') expect(Number((await sql<{ id: number }>`select max(id) as id from media_files`.execute(db.kysely)).rows[0]!.id)).toBeGreaterThan(9);
    expect((await sql`select photo_media_id from drivers`.execute(db.kysely)).rows).toEqual([]);
  });
});
