import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Flight watches (issue 28): one per flight ident, London arrival date and airport, shared by every
 * job collecting from that flight (flight_watch_jobs, a job on one watch at most), with its last
 * known status and times and when it is next polled (null: no longer). flight_watch_history is
 * append-only: each change of status or times as the provider gave it. Instants are ISO text.
 */
export function flightWatchesMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, 'flight_watches')
        .addColumn('ident', 'text', (c) => c.notNull())
        .addColumn('arrival_date', 'text', (c) => c.notNull())
        .addColumn('airport_code', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('scheduled_arrival', 'text')
        .addColumn('estimated_arrival', 'text')
        .addColumn('actual_arrival', 'text')
        .addColumn('delay_minutes', 'integer')
        .addColumn('origin_code', 'text')
        .addColumn('destination_code', 'text')
        .addColumn('domestic', 'integer')
        .addColumn('provider_flight_id', 'text')
        .addColumn('next_poll_at', 'text')
        .addColumn('polls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_polled_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('stopped_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('flight_watches_one_per_flight', ['ident', 'arrival_date', 'airport_code'])
        .execute();
      await db.schema.createIndex('flight_watches_due').on('flight_watches').column('next_poll_at').execute();
      await db.schema
        .createTable('flight_watch_jobs')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('booking_jobs.id').onDelete('cascade'))
        .addColumn('watch_id', 'integer', (c) => c.notNull().references('flight_watches.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('flight_watch_jobs_by_watch').on('flight_watch_jobs').column('watch_id').execute();
      await id(db, 'flight_watch_history')
        .addColumn('watch_id', 'integer', (c) => c.notNull().references('flight_watches.id').onDelete('cascade'))
        .addColumn('observed_at', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('scheduled_arrival', 'text')
        .addColumn('estimated_arrival', 'text')
        .addColumn('actual_arrival', 'text')
        .addColumn('delay_minutes', 'integer')
        .addColumn('origin_code', 'text')
        .addColumn('destination_code', 'text')
        .execute();
      await db.schema.createIndex('flight_watch_history_by_watch').on('flight_watch_history').columns(['watch_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('flight_watch_history').ifExists().execute();
      await db.schema.dropTable('flight_watch_jobs').ifExists().execute();
      await db.schema.dropTable('flight_watches').ifExists().execute();
    },
  };
}
