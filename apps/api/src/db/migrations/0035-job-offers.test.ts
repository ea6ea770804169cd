import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

/** A company, its driver and a booking's job, straight into the tables as migration 0034 left them. */
async function insertJob(db: Db) {
  const k = db.kysely;
  await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(k);
  await sql`insert into drivers (id, company_id, name, mobile, licence_number, licence_expiry, vehicle_registration, vehicle_category, is_active, created_at)
    values (1, 1, 'Dan', '+447700900123', 'PHD 1', '2027-06-01', 'AB12 CDE', 'Saloon', 1, '2026-01-01')`.execute(k);
  await sql`insert into passengers (id, first_name, surname, email, phone, kind, created_at, updated_at)
    values (1, 'Grace', 'Hopper', 'grace@navy.example', '', 'guest', '2026-01-01', '2026-01-01')`.execute(k);
  await sql`insert into bookings (id, booking_number, request_hash, payment_method, ride_type, company_id, company_name, vehicle_id, category_name,
      pick_up_address, pick_up_date, pick_up_time, amount_pence, total_pence, unit_pence, quantity, currency_code, currency_symbol,
      price_breakdown, journey_form, passenger_id, created_at)
    values (1, 'KB-AAAA-0001', 'h', 'car', 'Q', 1, 'A', 1, 'Saloon', 'Oxford', '2026-12-01', '10:00', 4000, 4000, 4000, 1, 'GBP', '£', '{}', '{}', 1, '2026-01-01T10:00:00.000Z')`.execute(k);
  await sql`insert into booking_jobs (id, booking_id, company_id, leg, pick_up_at, pick_up_date, pick_up_time, from_address, status, updated_at)
    values (1, 1, 1, 'outbound', '2026-12-01T10:00:00.000Z', '2026-12-01', '10:00', 'Oxford', 'new', '2026-01-01')`.execute(k);
}

const offer = (db: Db, answer: string | null, answeredAt: string | null = answer ? '2026-12-01T09:01:00.000Z' : null) =>
  sql`insert into job_offers (company_id, job_id, driver_id, offered_by, offered_at, expires_at, seconds, answer, answered_at)
    values (1, 1, 1, null, '2026-12-01T09:00:00.000Z', '2026-12-01T09:01:00.000Z', 60, ${answer}, ${answeredAt})`.execute(db.kysely);

describe.each(MIGRATION_TEST_KINDS)('migration 0035 on %s: job offers', (kind) => {
  it('gives companies an offer time of 60 s (20 to 600), keeps one open offer per job, and goes back down', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0034-driver-sessions');
    await insertJob(db);

    await migrateTo(db, '0035-job-offers');

    expect((await sql<{ offer_seconds: number }>`select offer_seconds from companies`.execute(db.kysely)).rows).toEqual([{ offer_seconds: 60 }]);
    await expect(sql`update companies set offer_seconds = 19`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`update companies set offer_seconds = 601`.execute(db.kysely)).rejects.toThrow();
    await sql`update companies set offer_seconds = 600`.execute(db.kysely);

    // Closed offers are many; an open one is one at a time.
    await offer(db, 'declined');
    await offer(db, 'timed_out');
    await offer(db, null);
    await expect(offer(db, null)).rejects.toThrow();
    await expect(offer(db, 'maybe')).rejects.toThrow();
    // An answer without its time (or a time without an answer) is refused.
    await expect(offer(db, 'declined', null)).rejects.toThrow();
    await expect(offer(db, null, '2026-12-01T09:00:30.000Z')).rejects.toThrow();
    expect((await sql<{ answer: string | null }>`select answer from job_offers order by id`.execute(db.kysely)).rows.map((r) => r.answer)).toEqual(['declined', 'timed_out', null]);

    // A phone's status once per client id; positions in range.
    const step = (clientId: string, lat: number | null = 51.5) =>
      sql`insert into driver_job_steps (company_id, job_id, driver_id, client_id, status, happened_at, received_at, lat, lng, accuracy)
        values (1, 1, 1, ${clientId}, 'on_the_way', '2026-12-01T09:00:00.000Z', '2026-12-01T09:00:01.000Z', ${lat}, -0.1, 12)`.execute(db.kysely);
    await step('c1');
    await expect(step('c1')).rejects.toThrow();
    await expect(step('c2', 91)).rejects.toThrow();
    await step('c3', null);

    await migrateTo(db, '0034-driver-sessions');

    await expect(sql`select 1 from driver_job_steps`.execute(db.kysely)).rejects.toThrow(/driver_job_steps/);
    await expect(sql`select offer_seconds from companies`.execute(db.kysely)).rejects.toThrow(/offer_seconds/);
    await expect(sql`select 1 from job_offers`.execute(db.kysely)).rejects.toThrow(/job_offers/);
    expect((await sql<{ company_name: string }>`select company_name from companies`.execute(db.kysely)).rows).toEqual([{ company_name: 'A' }]);
  });
});
