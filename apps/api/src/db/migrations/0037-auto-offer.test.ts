import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0037 on %s: auto-offer', (kind) => {
  it('gives companies auto-offer off with a lead of 30 minutes (5 to 240), a table of jobs nobody was free for, and goes back down', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0036-driver-positions');
    await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(db.kysely);

    await migrateTo(db, '0037-auto-offer');

    expect((await sql<{ auto_offer: number; auto_offer_minutes: number }>`select auto_offer, auto_offer_minutes from companies`.execute(db.kysely)).rows).toEqual([{ auto_offer: 0, auto_offer_minutes: 30 }]);
    await expect(sql`update companies set auto_offer = 2`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`update companies set auto_offer_minutes = 4`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`update companies set auto_offer_minutes = 241`.execute(db.kysely)).rejects.toThrow();
    await sql`update companies set auto_offer = 1, auto_offer_minutes = 240`.execute(db.kysely);
    expect((await sql`select job_id from auto_offer_misses`.execute(db.kysely)).rows).toEqual([]);

    await migrateTo(db, '0036-driver-positions');

    await expect(sql`select auto_offer from companies`.execute(db.kysely)).rejects.toThrow(/auto_offer/);
    await expect(sql`select 1 from auto_offer_misses`.execute(db.kysely)).rejects.toThrow(/auto_offer_misses/);
    expect((await sql<{ company_name: string }>`select company_name from companies`.execute(db.kysely)).rows).toEqual([{ company_name: 'A' }]);
  });
});
