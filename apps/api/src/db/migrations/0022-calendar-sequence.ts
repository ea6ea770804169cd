import { sql, type Migration } from 'kysely';

/**
 * How many times a booking's calendar events have changed since its confirmation: the SEQUENCE of
 * the calendar file each mail about a change or a cancellation carries (RFC 5545 §3.8.7.4), so the
 * passenger's calendar replaces the events it holds rather than keeping the old ones. 0 for a
 * booking as confirmed, and for every booking made before.
 */
export function calendarSequenceMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('bookings')
        .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0).check(sql`calendar_sequence >= 0`))
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('bookings').dropColumn('calendar_sequence').execute();
    },
  };
}
