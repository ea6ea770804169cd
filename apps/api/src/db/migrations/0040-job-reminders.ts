import type { Migration } from 'kysely';

/**
 * Reminders before a pick-up (issue 26): one row per job and reminder (minutes before the pick-up),
 * inserted in the transaction that queues the reminder's messages. Its primary key makes the
 * reminder go once, however many scheduler runs and instances find it due.
 */
export function jobRemindersMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('job_reminders')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('booking_jobs.id'))
        .addColumn('minutes_before', 'integer', (c) => c.notNull())
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_reminders_pk', ['job_id', 'minutes_before'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('job_reminders').ifExists().execute();
    },
  };
}
