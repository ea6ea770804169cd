import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The bookings board's free-text search as an index: `board_search`, one row per booking, holding
 * what `q` is matched against (booking number, passenger name, email, phone, and the phone without
 * spaces, brackets or dashes), kept in step by triggers on passenger_details and bookings whatever
 * code writes them. Rows made before are filled here.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer (case-insensitive substrings of 3 characters
 *   or more; rowid = booking id). Contentless, deleting allowed: it holds only the index.
 * - PostgreSQL: a table of one lower-case text per booking, the fields a line each (a search text
 *   never holds a line break, so no match spans two fields), under a GIN trigram index (pg_trgm).
 *   Creating the extension needs the right to (a superuser, or a database owner for a trusted
 *   extension, which pg_trgm is since PostgreSQL 13); without it this migration fails with
 *   PostgreSQL's own message and the server does not start, rather than searching without index.
 */
export function boardSearchMigration(dialect: Dialect): Migration {
  return {
    up: (db) => (dialect === 'postgres' ? upPostgres(db) : upSqlite(db)),
    async down(db) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists passenger_details_board_search on passenger_details`.execute(db);
        await sql`drop trigger if exists bookings_board_search on bookings`.execute(db);
        await sql`drop function if exists board_search_of_passenger()`.execute(db);
        await sql`drop function if exists board_search_of_booking()`.execute(db);
        await sql`drop table if exists board_search`.execute(db);
        await sql`drop function if exists board_search_text(text, text, text, text)`.execute(db);
        return;
      }
      for (const trigger of ['board_search_insert', 'board_search_update', 'board_search_delete', 'board_search_number']) {
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      }
      await sql`drop table if exists board_search`.execute(db);
    },
  };
}

/** The phone as digits (and +): what a number typed in any spacing is matched against. */
const sqliteDigits = (column: string) => `replace(replace(replace(replace(${column}, ' ', ''), '(', ''), ')', ''), '-', '')`;

async function upSqlite(db: Kysely<unknown>) {
  await sql`create virtual table board_search using fts5(
    booking_number, passenger_name, passenger_email, passenger_contact_no, phone_digits,
    tokenize = 'trigram', content = '', contentless_delete = 1
  )`.execute(db);
  const row = (booking: string, number: string, p: string) =>
    `${booking}, ${number}, ${p}.passenger_name, ${p}.passenger_email, ${p}.passenger_contact_no, ${sqliteDigits(`${p}.passenger_contact_no`)}`;
  const insertInto = 'insert into board_search (rowid, booking_number, passenger_name, passenger_email, passenger_contact_no, phone_digits)';
  await sql
    .raw(
      `create trigger board_search_insert after insert on passenger_details begin
        ${insertInto} select ${row('new.booking_id', 'b.booking_number', 'new')} from bookings b where b.id = new.booking_id;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger board_search_update after update of booking_id, passenger_name, passenger_email, passenger_contact_no on passenger_details begin
        delete from board_search where rowid = old.booking_id;
        ${insertInto} select ${row('new.booking_id', 'b.booking_number', 'new')} from bookings b where b.id = new.booking_id;
      end`,
    )
    .execute(db);
  await sql.raw(`create trigger board_search_delete after delete on passenger_details begin delete from board_search where rowid = old.booking_id; end`).execute(db);
  await sql
    .raw(
      `create trigger board_search_number after update of booking_number on bookings begin
        delete from board_search where rowid = old.id;
        ${insertInto} select ${row('new.id', 'new.booking_number', 'pd')} from passenger_details pd where pd.booking_id = new.id;
      end`,
    )
    .execute(db);
  await sql.raw(`${insertInto} select ${row('pd.booking_id', 'b.booking_number', 'pd')} from passenger_details pd join bookings b on b.id = pd.booking_id`).execute(db);
  // One segment rather than the many a bulk fill leaves: a search reads each of its trigrams once (4x faster at 1,000,000).
  await sql`insert into board_search (board_search) values ('optimize')`.execute(db);
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create function board_search_text(number text, name text, email text, phone text) returns text
    language sql immutable parallel safe
    as $$ select lower(concat_ws(E'\n', number, name, email, phone, regexp_replace(phone, '[\\s()-]', '', 'g'))) $$`.execute(db);
  await sql`create table board_search (
    booking_id integer primary key references bookings (id) on delete cascade,
    search_text text not null
  )`.execute(db);
  await sql`create function board_search_of_passenger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from board_search where booking_id = old.booking_id;
        return old;
      end if;
      if tg_op = 'UPDATE' and old.booking_id <> new.booking_id then
        delete from board_search where booking_id = old.booking_id;
      end if;
      insert into board_search (booking_id, search_text)
        select new.booking_id, board_search_text(b.booking_number, new.passenger_name, new.passenger_email, new.passenger_contact_no)
        from bookings b where b.id = new.booking_id
        on conflict (booking_id) do update set search_text = excluded.search_text;
      return new;
    end $$`.execute(db);
  await sql`create trigger passenger_details_board_search
    after insert or delete or update of booking_id, passenger_name, passenger_email, passenger_contact_no on passenger_details
    for each row execute function board_search_of_passenger()`.execute(db);
  await sql`create function board_search_of_booking() returns trigger language plpgsql as $$
    begin
      update board_search s set search_text = board_search_text(new.booking_number, pd.passenger_name, pd.passenger_email, pd.passenger_contact_no)
        from passenger_details pd where pd.booking_id = new.id and s.booking_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`create trigger bookings_board_search after update of booking_number on bookings
    for each row execute function board_search_of_booking()`.execute(db);
  await sql`insert into board_search (booking_id, search_text)
    select pd.booking_id, board_search_text(b.booking_number, pd.passenger_name, pd.passenger_email, pd.passenger_contact_no)
    from passenger_details pd join bookings b on b.id = pd.booking_id`.execute(db);
  // Built after the backfill: one pass over the rows rather than an index update per row.
  await sql`create index board_search_trigrams on board_search using gin (search_text gin_trgm_ops)`.execute(db);
  // Statistics now, not when autovacuum comes by: the planner weighs a search's rows by them.
  await sql`analyze board_search`.execute(db);
}
