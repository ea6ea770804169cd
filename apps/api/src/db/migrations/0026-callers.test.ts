import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

/** A booking of `companyId` by a passenger row of its own, straight into the tables as migration 0025 left them. */
async function insertBooking(db: Db, id: number, companyId: number, booker: { first: string; surname: string; email: string; phone: string }) {
  const k = db.kysely;
  await sql`insert into passengers (id, first_name, surname, email, phone, kind, created_at, updated_at)
    values (${id}, ${booker.first}, ${booker.surname}, ${booker.email}, ${booker.phone}, 'guest', '2026-01-01', '2026-01-01')`.execute(k);
  await sql`insert into bookings (id, booking_number, request_hash, payment_method, ride_type, company_id, company_name, vehicle_id, category_name,
      pick_up_address, pick_up_date, pick_up_time, amount_pence, total_pence, unit_pence, quantity, currency_code, currency_symbol,
      price_breakdown, journey_form, passenger_id, created_at)
    values (${id}, ${`KB-AAAA-000${id}`}, 'h', 'car', 'Q', ${companyId}, 'A', 1, 'Saloon', 'Oxford', '2026-12-01', '10:00', 1000, 1000, 1000, 1, 'GBP', '£', '{}', '{}', ${id}, ${`2026-01-0${id}T10:00:00.000Z`})`.execute(k);
}

describe.each(MIGRATION_TEST_KINDS)('migration 0026 on %s: callers', (kind) => {
  it('gives the bookings made before their callers, one per email and company, with the latest name and phone in E.164', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0025-board-search');
    await insertBooking(db, 1, 1, { first: 'Grace', surname: 'Hopper', email: 'grace@navy.example', phone: '020 7946 0018' });
    await insertBooking(db, 2, 1, { first: 'Grace B.', surname: 'Hopper', email: 'GRACE@navy.example', phone: '07700 900123' });
    await insertBooking(db, 3, 2, { first: 'Grace', surname: 'Hopper', email: 'grace@navy.example', phone: '' });
    await insertBooking(db, 4, 1, { first: 'Nobody', surname: '', email: '', phone: '07700 900999' });
    await insertBooking(db, 5, 3, { first: 'Alan', surname: 'Turing', email: 'alan@bletchley.example', phone: '+44 (0)20 7946-0018' });
    await insertBooking(db, 6, 3, { first: 'Ada', surname: '', email: 'ada@engine.example', phone: '0044 7700 900123' });

    await migrateTo(db, '0026-callers');

    const callers = await sql<{ id: number; company_id: number; name: string; email: string; phone: string; last_booked_at: string }>`
      select id, company_id, name, email, phone, last_booked_at from callers order by company_id, email`.execute(db.kysely);
    expect(callers.rows.map(({ id: _id, ...c }) => c)).toEqual([
      { company_id: 1, name: 'Grace B. Hopper', email: 'grace@navy.example', phone: '+447700900123', last_booked_at: '2026-01-02T10:00:00.000Z' },
      { company_id: 2, name: 'Grace Hopper', email: 'grace@navy.example', phone: '', last_booked_at: '2026-01-03T10:00:00.000Z' },
      { company_id: 3, name: 'Ada', email: 'ada@engine.example', phone: '+447700900123', last_booked_at: '2026-01-06T10:00:00.000Z' },
      { company_id: 3, name: 'Alan Turing', email: 'alan@bletchley.example', phone: '+442079460018', last_booked_at: '2026-01-05T10:00:00.000Z' },
    ]);
    const links = await sql<{ booking_id: number; caller_id: number }>`select booking_id, caller_id from caller_bookings order by booking_id`.execute(db.kysely);
    const [first, second] = callers.rows;
    expect(links.rows.map((l) => [Number(l.booking_id), Number(l.caller_id)])).toEqual([
      [1, first!.id],
      [2, first!.id],
      [3, second!.id],
      [5, callers.rows[3]!.id],
      [6, callers.rows[2]!.id],
    ]);

    await migrateTo(db, '0025-board-search');
    await expect(sql`select 1 from callers`.execute(db.kysely)).rejects.toThrow(/callers/);
  });
});
