/**
 * Jobs on the board: one per leg, made with the booking in one transaction, and made for bookings
 * stored before the console existed when migration 0007 runs.
 */
import { describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobsOfBooking, pickUpInstant, type BookingForJobs } from './booking-jobs.js';
import { openDatabase } from '../../db/database.js';
import { migrationsFor } from '../../db/migrate.js';
import { bookingBody, bookingTestApp, cheapest, oneWay } from './bookings-test-kit.js';

const oneWayBooking: BookingForJobs = {
  id: 7,
  company_id: 2,
  pick_up_address: 'Heathrow Terminal 5',
  drop_off_address: 'The Savoy, Strand',
  pick_up_date: '2026-07-01',
  pick_up_time: '09:30',
  return_date: null,
  return_time: null,
  status: 'confirmed',
};

describe('jobsOfBooking', () => {
  it('reads the pick-up as London time: BST in summer, GMT in winter', () => {
    expect(pickUpInstant('2026-07-01', '09:30')).toBe('2026-07-01T08:30:00.000Z');
    expect(pickUpInstant('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00.000Z');
  });

  it('makes one new job for a one-way booking', () => {
    const jobs = jobsOfBooking(oneWayBooking, '2026-06-01T00:00:00.000Z');
    expect(jobs).toEqual([
      expect.objectContaining({ booking_id: 7, company_id: 2, leg: 'outbound', status: 'new', from_address: 'Heathrow Terminal 5', to_address: 'The Savoy, Strand', pick_up_at: '2026-07-01T08:30:00.000Z' }),
    ]);
  });

  it('makes a return leg from the drop-off back to the pick-up, and cancelled jobs for a cancelled booking', () => {
    const jobs = jobsOfBooking({ ...oneWayBooking, return_date: '2026-07-03', return_time: '18:00', status: 'cancelled' }, 'now');
    expect(jobs.map((j) => [j.leg, j.from_address, j.to_address, j.pick_up_date, j.pick_up_time, j.status])).toEqual([
      ['outbound', 'Heathrow Terminal 5', 'The Savoy, Strand', '2026-07-01', '09:30', 'cancelled'],
      ['return', 'The Savoy, Strand', 'Heathrow Terminal 5', '2026-07-03', '18:00', 'cancelled'],
    ]);
  });
});

describe('a booking made on the website', () => {
  const kit = bookingTestApp();

  it('is on the board as one job per leg, stored with it', async () => {
    const single = await kit.api.call('POST', '/api/v1/booking', bookingBody(kit.vehicle, oneWay));
    expect(single.status).toBe(200);
    const returnForm = { ...oneWay, select_option: 'return', return_date: '2026-12-05', return_hour: '6pm', return_min: '45' };
    const withReturn = await kit.api.call('POST', '/api/v1/booking', bookingBody(await cheapest(kit.api, returnForm), returnForm));
    expect(withReturn.status).toBe(200);

    const jobs = await kit.db.kysely.selectFrom('booking_jobs as j').innerJoin('bookings as b', 'b.id', 'j.booking_id').select(['b.booking_number', 'j.leg', 'j.pick_up_time', 'j.status']).orderBy('j.id').execute();
    expect(jobs).toEqual([
      { booking_number: single.body.data.booking.booking_number, leg: 'outbound', pick_up_time: '10:30', status: 'new' },
      { booking_number: withReturn.body.data.booking.booking_number, leg: 'outbound', pick_up_time: '10:30', status: 'new' },
      { booking_number: withReturn.body.data.booking.booking_number, leg: 'return', pick_up_time: '18:45', status: 'new' },
    ]);
  });
});

describe('migration 0007 on a database with bookings', () => {
  it('gives every earlier booking its jobs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-migrate-'));
    const db = openDatabase({ sqlitePath: path.join(dir, 'old.db') });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db) } });
      expect((await migrator.migrateTo('0006-password-reset')).error).toBeUndefined();
      const company = await db.kysely.insertInto('companies').values({ company_name: 'Old Cars', phone: '1', email: 'a@b.c', is_active: 1 }).returning('id').executeTakeFirstOrThrow();
      const passenger = await db.kysely
        .insertInto('passengers')
        .values({ first_name: 'A', surname: 'B', email: 'a@b.c', phone: '1', password_hash: null, kind: 'guest', created_at: 'x', updated_at: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = {
        idempotency_key: null, request_hash: 'h', payment_id: null, payment_session_id: null, payment_method: 'car' as const, ride_type: 'Q' as const,
        company_id: company.id, company_name: 'Old Cars', vehicle_id: 1, category_name: 'Saloon', pick_up_address: 'A', drop_off_address: 'B',
        pick_up_date: '2026-12-03', pick_up_time: '10:30', hourly_duration: null, flight_no: null, return_flight_no: null, amount_pence: 100,
        total_pence: 100, unit_pence: 100, quantity: 1, currency_code: 'GBP', currency_symbol: '£', price_breakdown: '[]', journey_form: '{}',
        passenger_id: passenger.id, status: 'confirmed' as const, created_at: 'x',
      };
      await db.kysely.insertInto('bookings').values([
        { ...base, booking_number: 'KB-1', return_date: null, return_time: null },
        { ...base, booking_number: 'KB-2', return_date: '2026-12-04', return_time: '08:00' },
      ]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const jobs = await db.kysely.selectFrom('booking_jobs').select(['leg', 'from_address', 'status']).orderBy('id').execute();
      expect(jobs).toEqual([
        { leg: 'outbound', from_address: 'A', status: 'new' },
        { leg: 'outbound', from_address: 'A', status: 'new' },
        { leg: 'return', from_address: 'B', status: 'new' },
      ]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
