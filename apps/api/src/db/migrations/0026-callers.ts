import { sql, type Kysely, type Migration } from 'kysely';
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
  // The name and phone of each caller's latest booking with the company, the phone in E.164 as
  // callerPhone writes a UK number (in SQL: a million bookings are filled in seconds, not row by row).
  const latest = sql`(select b.passenger_id from bookings as b where b.id = (select max(cb.booking_id) from caller_bookings as cb where cb.caller_id = callers.id))`;
  const compact = sql`replace(replace(replace(replace(replace(replace(replace(p.phone, '(0)', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')`;
  const e164 = sql`case
      when ${compact} like '+440%' then '+44' || substr(${compact}, 5)
      when ${compact} like '+%' then ${compact}
      when ${compact} like '00440%' then '+44' || substr(${compact}, 6)
      when ${compact} like '00%' then '+' || substr(${compact}, 3)
      when ${compact} like '0%' then '+44' || substr(${compact}, 2)
      else ${compact} end`;
  await sql`update callers set
      name = (select trim(p.first_name || ' ' || p.surname) from passengers as p where p.id = ${latest}),
      phone = (select ${e164} from passengers as p where p.id = ${latest})`.execute(db);
}
