import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

/** A company, a passenger and its booking paid in the car, straight into the tables as migration 0031 left them. */
async function insertBooking(db: Db) {
  const k = db.kysely;
  await sql`insert into companies (id, company_name, phone, email) values (1, 'A', '1', 'a@example.com')`.execute(k);
  await sql`insert into passengers (id, first_name, surname, email, phone, kind, created_at, updated_at)
    values (1, 'Grace', 'Hopper', 'grace@navy.example', '', 'guest', '2026-01-01', '2026-01-01')`.execute(k);
  await sql`insert into bookings (id, booking_number, request_hash, payment_method, ride_type, company_id, company_name, vehicle_id, category_name,
      pick_up_address, pick_up_date, pick_up_time, amount_pence, total_pence, unit_pence, quantity, currency_code, currency_symbol,
      price_breakdown, journey_form, passenger_id, created_at)
    values (1, 'KB-AAAA-0001', 'h', 'car', 'Q', 1, 'A', 1, 'Saloon', 'Oxford', '2026-12-01', '10:00', 4000, 4000, 4000, 1, 'GBP', '£', '{}', '{}', 1, '2026-01-01T10:00:00.000Z')`.execute(k);
}

async function insertCheckout(db: Db, id: string, kind: string, payLinkId?: number) {
  const payLink = payLinkId === undefined ? sql`` : sql`, pay_link_id`;
  const payLinkValue = payLinkId === undefined ? sql`` : sql`, ${payLinkId}`;
  await sql`insert into checkouts (id, provider, provider_intent_id, company_id, booker_email, request_hash, amount_pence, currency, booking_rows,
      booker_plan, status, booking_id, created_at, updated_at, kind${payLink})
    values (${id}, 'sandbox', ${`pi_${id}`}, 1, 'grace@navy.example', '', 4000, 'gbp', '{}', '{}', 'open', 1, '2026-01-01', '2026-01-01', ${kind}${payLinkValue})`.execute(db.kysely);
}

async function insertPayLink(db: Db, status: string, kind = 'fare') {
  await sql`insert into booking_pay_links (booking_id, company_id, kind, amount_pence, booking_pence, status, created_at, updated_at)
    values (1, 1, ${kind}, 4000, 4000, ${status}, '2026-01-01', '2026-01-01')`.execute(db.kysely);
}

const kindsOfCheckouts = async (db: Db) => (await sql<{ id: string; kind: string }>`select id, kind from checkouts order by id`.execute(db.kysely)).rows;

describe.each(MIGRATION_TEST_KINDS)('migration 0032 on %s: pay links', (kind) => {
  it('keeps the checkouts made before, lets one link of a booking await and a checkout pay it, and goes back down', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0031-quote-request-offers');
    await insertBooking(db);
    await insertCheckout(db, 'co_amend', 'amendment');
    await expect(insertCheckout(db, 'co_early', 'pay_link')).rejects.toThrow();

    await migrateTo(db, '0032-pay-links');

    expect(await kindsOfCheckouts(db)).toEqual([{ id: 'co_amend', kind: 'amendment' }]);
    await insertPayLink(db, 'withdrawn');
    await insertPayLink(db, 'awaiting');
    // One awaiting link per booking; another kind or status is refused.
    await expect(insertPayLink(db, 'awaiting')).rejects.toThrow();
    await expect(insertPayLink(db, 'expired')).rejects.toThrow();
    await expect(insertPayLink(db, 'paid', 'tip')).rejects.toThrow();
    await insertPayLink(db, 'paid', 'difference');
    const awaiting = await sql<{ id: number }>`select id from booking_pay_links where status = 'awaiting'`.execute(db.kysely);
    await insertCheckout(db, 'co_link', 'pay_link', Number(awaiting.rows[0]!.id));
    await expect(insertCheckout(db, 'co_other', 'tip')).rejects.toThrow();
    // The rebuilt table still refuses a payment kept twice.
    await expect(sql`update checkouts set provider_intent_id = 'pi_co_amend' where id = 'co_link'`.execute(db.kysely)).rejects.toThrow();

    await migrateTo(db, '0031-quote-request-offers');

    expect(await kindsOfCheckouts(db)).toEqual([{ id: 'co_amend', kind: 'amendment' }]);
    await expect(insertCheckout(db, 'co_late', 'pay_link')).rejects.toThrow();
    await expect(sql`select 1 from booking_pay_links`.execute(db.kysely)).rejects.toThrow(/booking_pay_links/);
  });
});
