import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0046 on %s: retention', (kind) => {
  it('gives existing companies 24 months, refuses fewer than 12 or more than 120, and checks an erasure request’s status', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0043-driver-documents');
    await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(db.kysely);

    await migrateTo(db, '0046-retention');

    const rows = (await sql<{ retention_months: number }>`select retention_months from companies`.execute(db.kysely)).rows;
    expect(rows.map((r) => Number(r.retention_months))).toEqual([24]);
    await sql`update companies set retention_months = 12`.execute(db.kysely);
    await sql`update companies set retention_months = 120`.execute(db.kysely);
    await expect(sql`update companies set retention_months = 11`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`update companies set retention_months = 121`.execute(db.kysely)).rejects.toThrow();
    expect((await sql`select anonymised_at from bookings`.execute(db.kysely)).rows).toEqual([]);
    await sql`insert into erasure_requests (email, requested_at, status) values ('a@example.com', '2027-01-01T00:00:00.000Z', 'waiting')`.execute(db.kysely);
    await expect(sql`insert into erasure_requests (email, requested_at, status) values ('b@example.com', '2027-01-01T00:00:00.000Z', 'maybe')`.execute(db.kysely)).rejects.toThrow();
  });
});
