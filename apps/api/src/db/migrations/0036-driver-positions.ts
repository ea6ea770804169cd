import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Availability and positions of drivers (issue 25 §5), and the scheduler's leases.
 * - `driver_availability`: one row per driver who ever set it (no row: off), with when it changed.
 * - `driver_positions`: what phones on shift sent. `at` is the phone's time, `received_at` ours.
 *   Read as "the latest of each driver" (driver_id, at) and deleted by age (received_at).
 * - `scheduled_task_leases`: which instance runs a named periodic task until when, so several
 *   instances on one database do not all run the same clean-up at once.
 */
export function driverPositionsMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await db.schema
        .createTable('driver_availability')
        .addColumn('driver_id', 'integer', (c) => c.primaryKey().references('drivers.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('on_shift', 'on_break', 'off')`))
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('driver_availability_company').on('driver_availability').columns(['company_id', 'status']).execute();
      await createTable(db, 'driver_positions')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
        .addColumn('job_id', 'integer')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat between -90 and 90`))
        .addColumn('lng', 'double precision', (c) => c.notNull().check(sql`lng between -180 and 180`))
        .addColumn('accuracy_m', 'double precision', (c) => c.notNull().check(sql`accuracy_m between 0 and 10000`))
        .execute();
      await db.schema.createIndex('driver_positions_latest').on('driver_positions').columns(['driver_id', 'at']).unique().execute();
      await db.schema.createIndex('driver_positions_age').on('driver_positions').column('received_at').execute();
      await db.schema
        .createTable('scheduled_task_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('held_until', 'text', (c) => c.notNull())
        .addColumn('held_by', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('scheduled_task_leases').execute();
      await db.schema.dropTable('driver_positions').execute();
      await db.schema.dropTable('driver_availability').execute();
    },
  };
}
