import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Retention of passengers' personal data (issue 27 §4). companies.retention_months: how long a
 * company keeps passengers' details after a booking's last journey (12 to 120, default 24).
 * bookings.anonymised_at: when the daily task removed them (null: not yet), so it never redoes
 * a booking and the console can say so; indexed with the company and pick-up date the task selects by.
 * erasure_requests: a passenger's erasure asked of the platform admin, applied at once to what is
 * out of its retention period and by the daily task to the rest as each booking's period ends.
 */
export function retentionMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      await db.schema
        .alterTable('companies')
        .addColumn('retention_months', 'integer', (c) => c.notNull().defaultTo(24).check(sql`retention_months between 12 and 120`))
        .execute();
      await db.schema.alterTable('bookings').addColumn('anonymised_at', 'text').execute();
      await db.schema.createIndex('bookings_retention').on('bookings').columns(['company_id', 'pick_up_date']).where(sql.ref('anonymised_at'), 'is', null).execute();
      await id(db, 'erasure_requests')
        // Lower-case: the passenger's email as given, matched against bookers' and travellers' emails.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'done')`))
        .addColumn('bookings_erased', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bookings_waiting', 'integer', (c) => c.notNull().defaultTo(0))
        // The day the last booking still kept leaves its retention period (null: none is kept).
        .addColumn('waiting_until', 'text')
        .addColumn('done_at', 'text')
        .execute();
      await db.schema.createIndex('erasure_requests_waiting').on('erasure_requests').column('status').execute();
    },
    async down(db) {
      await db.schema.dropTable('erasure_requests').ifExists().execute();
      await db.schema.dropIndex('bookings_retention').ifExists().execute();
      await db.schema.alterTable('bookings').dropColumn('anonymised_at').execute();
      await db.schema.alterTable('companies').dropColumn('retention_months').execute();
    },
  };
}
