import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Airport pickups follow their flights (issue 28 Deliver 4). companies: the minutes from landing to
 * the pickup (domestic 30, international 60, meet and greet +15) and how far a pickup moves by
 * itself (30 earlier, 120 later). job_flight_status: per watched job, the flight's status as the
 * board shows it, what the last move was from and to, and the reason it needs the office (null: none).
 */
export function flightPickupsMigration(_dialect: Dialect): Migration {
  const columns: Array<[string, number, number]> = [
    ['landing_domestic_minutes', 30, 240],
    ['landing_international_minutes', 60, 240],
    ['landing_meet_greet_minutes', 15, 240],
    ['flight_move_earlier_max_minutes', 30, 720],
    ['flight_move_later_max_minutes', 120, 720],
  ];
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, value, max] of columns) {
        await db.schema
          .alterTable('companies')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value).check(sql`${sql.ref(column)} between 0 and ${sql.lit(max)}`))
          .execute();
      }
      await db.schema
        .createTable('job_flight_status')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('booking_jobs.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('watch_id', 'integer', (c) => c.notNull())
        .addColumn('status_text', 'text', (c) => c.notNull())
        .addColumn('moved_from', 'text')
        .addColumn('moved_to', 'text')
        .addColumn('attention', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_flight_status').ifExists().execute();
      for (const [column] of [...columns].reverse()) await db.schema.alterTable('companies').dropColumn(column).execute();
    },
  };
}
