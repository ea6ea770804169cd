import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0044 on %s: booking records', (kind) => {
  it('gives bookings made before only what can be known: the website’s web, the desk’s staff member, the waiting jobs their driver now', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0043-driver-documents');
    const run = (query: ReturnType<typeof sql>) => query.execute(db.kysely);
    await run(sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`);
    await run(sql`insert into staff (id, company_id, role, name, email, is_active, is_demo, created_at) values (7, 1, 'dispatcher', 'Dev Patel', 'dev@example.com', 1, 0, 'x')`);
    await run(sql`insert into passengers (id, first_name, surname, email, phone, kind, created_at, updated_at) values (1, 'Ada', 'L', 'ada@example.com', '1', 'guest', 'x', 'x')`);
    await run(sql`insert into drivers (id, company_id, name, mobile, licence_number, licence_expiry, vehicle_registration, vehicle_category, is_active, created_at, vehicle_plate_number)
      values (3, 1, 'Dan', '1', 'PHD 1', '2030-01-01', 'AB12 CDE', 'Saloon', 1, 'x', 'PHV 9')`);
    for (const [id, key] of [[10, null], [11, 'desk:1:abcdefgh']] as const) {
      await run(sql`insert into bookings (id, booking_number, idempotency_key, request_hash, payment_method, ride_type, company_id, company_name, vehicle_id, category_name,
          pick_up_address, pick_up_date, pick_up_time, amount_pence, total_pence, unit_pence, quantity, currency_code, currency_symbol, price_breakdown, journey_form, passenger_id, status, created_at)
        values (${id}, ${`KB-${id}`}, ${key}, 'h', 'car', 'Q', 1, 'A', 1, 'Saloon', 'A', '2026-12-03', '10:30', 100, 100, 100, 1, 'GBP', '£', '[]', '{}', 1, 'confirmed', 'x')`);
    }
    await run(sql`insert into audit_log (company_id, staff_id, action, subject_type, subject_id, detail, created_at) values (1, 7, 'booking.taken_by_staff', 'booking', 11, '{}', 'x')`);
    // Job 20 waits with a driver; 21 is under way with the same driver; 22 has none.
    for (const [id, booking, status, driver] of [[20, 10, 'driver_assigned', 3], [21, 11, 'on_the_way', 3], [22, 11, 'new', null]] as const) {
      await run(sql`insert into booking_jobs (id, booking_id, company_id, leg, pick_up_at, pick_up_date, pick_up_time, from_address, status, driver_id, updated_at, assigned_at)
        values (${id}, ${booking}, 1, ${id === 22 ? 'return' : 'outbound'}, 'x', '2026-12-03', '10:30', 'A', ${status}, ${driver}, 'x', ${driver ? '2026-12-01T09:00:00.000Z' : null})`);
    }
    await run(sql`insert into audit_log (company_id, staff_id, action, subject_type, subject_id, detail, created_at) values (1, 7, 'job.driver_assigned', 'job', 20, '{}', 'x')`);

    await migrateTo(db, '0044-booking-records');

    const bookings = (await sql<Record<string, unknown>>`select id, taken_by, taken_by_staff_id, taken_by_name, booking_channel, main_destination from bookings order by id`.execute(db.kysely)).rows;
    expect(bookings.map((b) => [Number(b.id), b.taken_by, b.taken_by_staff_id === null ? null : Number(b.taken_by_staff_id), b.taken_by_name, b.booking_channel, b.main_destination])).toEqual([
      [10, 'website', null, 'Website', 'web', null],
      [11, 'staff', 7, 'Dev Patel', 'unknown', null],
    ]);
    const jobs = (await sql<Record<string, unknown>>`select id, dispatched_by, dispatched_by_name, first_assigned_at, record_driver_licence, record_vehicle_registration, record_vehicle_plate, subcontracted_to from booking_jobs order by id`.execute(db.kysely)).rows;
    expect(jobs.map((j) => ({ ...j, id: Number(j.id) }))).toEqual([
      { id: 20, dispatched_by: 'staff', dispatched_by_name: 'Dev Patel', first_assigned_at: '2026-12-01T09:00:00.000Z', record_driver_licence: 'PHD 1', record_vehicle_registration: 'AB12 CDE', record_vehicle_plate: 'PHV 9', subcontracted_to: null },
      // Under way before records were kept: what the licences were then cannot be known.
      { id: 21, dispatched_by: null, dispatched_by_name: null, first_assigned_at: '2026-12-01T09:00:00.000Z', record_driver_licence: null, record_vehicle_registration: null, record_vehicle_plate: null, subcontracted_to: null },
      { id: 22, dispatched_by: null, dispatched_by_name: null, first_assigned_at: null, record_driver_licence: null, record_vehicle_registration: null, record_vehicle_plate: null, subcontracted_to: null },
    ]);
    expect((await sql<{ operator_licence_number: string }>`select operator_licence_number from companies`.execute(db.kysely)).rows).toEqual([{ operator_licence_number: '' }]);

    await migrateTo(db, '0043-driver-documents');
    await expect(sql`select taken_by from bookings`.execute(db.kysely)).rejects.toThrow();
  });
});
