import { sql, type Kysely, type Migration } from 'kysely';
import { callerPhone } from '@kerbside/contract';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * The callers of each company (issue 24 §1): the people who have booked with it, found by the
 * dispatcher by phone (E.164), email (lower-case) or name, with the staff's notes and a "do not
 * book" flag. `caller_bookings` ties each booking to its caller, for the caller's recent journeys.
 * Every booking made before is given its caller here: the booker's email (bookings without one are
 * left out), the phone and name of their latest booking with the company.
 */
export function callersMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      await id(db, 'callers')
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('do_not_book', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_booked_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('callers_company_phone').on('callers').columns(['company_id', 'phone']).execute();
      await db.schema.createIndex('callers_company_email').on('callers').columns(['company_id', 'email']).execute();
      await db.schema.createIndex('callers_company_recent').on('callers').columns(['company_id', 'last_booked_at']).execute();
      await db.schema
        .createTable('caller_bookings')
        .addColumn('booking_id', 'integer', (c) => c.primaryKey())
        .addColumn('caller_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('caller_bookings_caller').on('caller_bookings').columns(['caller_id', 'booking_id']).execute();
      await fillFromBookings(db);
    },
    async down(db) {
      await db.schema.dropTable('caller_bookings').execute();
      await db.schema.dropTable('callers').execute();
    },
  };
}

async function fillFromBookings(db: Kysely<unknown>) {
  await sql`
    insert into callers (company_id, name, email, phone, created_at, updated_at, last_booked_at)
    select b.company_id, '', lower(p.email), '', min(b.created_at), max(b.created_at), max(b.created_at)
    from bookings as b join passengers as p on p.id = b.passenger_id
    where p.email <> ''
    group by b.company_id, lower(p.email)`.execute(db);
  await sql`
    insert into caller_bookings (booking_id, caller_id)
    select b.id, c.id from bookings as b
    join passengers as p on p.id = b.passenger_id
    join callers as c on c.company_id = b.company_id and c.email = lower(p.email)`.execute(db);
  // The name and phone of each caller's latest booking, written in JS: the phone is normalised as new ones are.
  const latest = await sql<{ caller_id: number; first_name: string; surname: string; phone: string }>`
    select cb.caller_id, p.first_name, p.surname, p.phone from caller_bookings as cb
    join bookings as b on b.id = cb.booking_id join passengers as p on p.id = b.passenger_id
    where cb.booking_id = (select max(booking_id) from caller_bookings where caller_id = cb.caller_id)`.execute(db);
  for (const row of latest.rows) {
    const name = [row.first_name, row.surname].filter(Boolean).join(' ');
    await sql`update callers set name = ${name}, phone = ${callerPhone(row.phone)} where id = ${row.caller_id}`.execute(db);
  }
}
