import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

/** A booking with its travelling passenger, straight into the tables as migration 0022 left them. */
async function insertBooking(db: Db, id: number, number: string, passenger: { name: string; email: string; phone: string }) {
  const k = db.kysely;
  if (id === 1) await sql`insert into passengers (id, email, kind, created_at, updated_at) values (1, 'booker@example.com', 'guest', '2026-01-01', '2026-01-01')`.execute(k);
  await sql`insert into bookings (id, booking_number, request_hash, payment_method, ride_type, company_id, company_name, vehicle_id, category_name,
      pick_up_address, pick_up_date, pick_up_time, amount_pence, total_pence, unit_pence, quantity, currency_code, currency_symbol,
      price_breakdown, journey_form, passenger_id, created_at)
    values (${id}, ${number}, 'h', 'car', 'Q', 1, 'A', 1, 'Saloon', 'Oxford', '2026-12-01', '10:00', 1000, 1000, 1000, 1, 'GBP', '£', '{}', '{}', 1, '2026-01-01')`.execute(k);
  await sql`insert into passenger_details (booking_id, passenger_id, passenger_name, passenger_email, passenger_contact_no, total_passengers, additional_info)
    values (${id}, 1, ${passenger.name}, ${passenger.email}, ${passenger.phone}, 1, '')`.execute(k);
}

/** The bookings the search index finds for `text` (a substring, any case). */
async function indexFinds(db: Db, text: string): Promise<number[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await sql<{ id: number }>`select rowid as id from board_search where board_search match ${`"${text}"`} order by rowid`.execute(db.kysely)
      : await sql<{ id: number }>`select booking_id as id from board_search where search_text like ${`%${text.toLowerCase()}%`} order by booking_id`.execute(db.kysely);
  return rows.rows.map((r) => Number(r.id));
}

describe.each(MIGRATION_TEST_KINDS)('migration 0025 on %s: the board search index', (kind) => {
  it('fills the index from the bookings already there, and keeps it in step from then on', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0022-calendar-sequence');
    await insertBooking(db, 1, 'KB-AAAA-0001', { name: 'Grace Hopper', email: 'grace@navy.example', phone: '(020) 7946-0018' });
    await insertBooking(db, 2, 'KB-AAAA-0002', { name: 'Alan Turing', email: 'alan@bletchley.example', phone: '+44 7700 900123' });

    await migrateTo(db, '0025-board-search');

    expect(await indexFinds(db, 'hopper')).toEqual([1]);
    expect(await indexFinds(db, 'AAAA-000')).toEqual([1, 2]);
    expect(await indexFinds(db, '02079460018')).toEqual([1]);
    expect(await indexFinds(db, 'bletchley')).toEqual([2]);
    // Texts never span two fields.
    expect(await indexFinds(db, 'hopper grace')).toEqual([]);

    await insertBooking(db, 3, 'KB-AAAA-0003', { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '' });
    await db.kysely.updateTable('passenger_details').set({ passenger_email: 'alan@manchester.example' }).where('booking_id', '=', 2).execute();
    expect(await indexFinds(db, 'engine.example')).toEqual([3]);
    expect(await indexFinds(db, 'bletchley')).toEqual([]);
    expect(await indexFinds(db, 'manchester')).toEqual([2]);
    await db.kysely.deleteFrom('passenger_details').where('booking_id', '=', 3).execute();
    expect(await indexFinds(db, 'lovelace')).toEqual([]);

    // And back: the index and its triggers go.
    await migrateTo(db, '0022-calendar-sequence');
    await db.kysely.updateTable('passenger_details').set({ passenger_name: 'Alan M. Turing' }).where('booking_id', '=', 2).execute();
    await expect(indexFinds(db, 'turing')).rejects.toThrow(/board_search/);
  });
});
