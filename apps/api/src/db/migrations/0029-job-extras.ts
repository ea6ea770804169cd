import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * What staff add to a job once it is completed (modules/dispatch/job-extras.service.ts): waiting
 * time, parking, extra stops and tolls the passenger owes on top of the fare, and the cash the
 * driver took. One row per entry: the amount is fixed when it is recorded (waiting priced by the
 * terms of that moment), so a receipt reads the same later; a mistaken entry is marked removed
 * (`removed_at`, `removed_by`, `remove_reason`) and no longer counts, but stays on record. `booking_id` and
 * `company_id` are the job's, kept for reading a booking's account and a company's rows without a join.
 */
export function jobExtrasMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(dialect)(db, 'job_extras')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('booking_jobs.id'))
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('waiting', 'parking', 'extra_stop', 'toll', 'cash')`))
        .addColumn('minutes', 'integer', (c) => c.check(sql`minutes is null or minutes > 0`))
        .addColumn('charged_minutes', 'integer', (c) => c.check(sql`charged_minutes is null or charged_minutes >= 0`))
        .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence >= 0`))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A mistaken entry is taken off, not deleted: when, by whom and why stay with it.
        .addColumn('removed_at', 'text')
        .addColumn('removed_by', 'integer', (c) => c.references('staff.id'))
        .addColumn('remove_reason', 'text')
        .execute();
      await db.schema.createIndex('job_extras_booking_idx').on('job_extras').columns(['booking_id', 'id']).execute();
      await db.schema.createIndex('job_extras_job_idx').on('job_extras').columns(['job_id', 'id']).execute();
    },
    async down(db) {
      await db.schema.dropTable('job_extras').execute();
    },
  };
}
