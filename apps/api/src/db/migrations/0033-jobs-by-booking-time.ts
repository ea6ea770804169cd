import type { Migration } from 'kysely';

/**
 * `booking_jobs_booking` on (booking_id, pick_up_at) rather than (booking_id) alone: the board
 * search that reaches thousands of bookings' jobs through the search index picks its page's jobs by
 * time from this index alone, without reading each job's row (issue 24 §6).
 */
export function jobsByBookingTimeMigration(): Migration {
  return {
    async up(db) {
      await db.schema.dropIndex('booking_jobs_booking').execute();
      await db.schema.createIndex('booking_jobs_booking').on('booking_jobs').columns(['booking_id', 'pick_up_at']).execute();
    },
    async down(db) {
      await db.schema.dropIndex('booking_jobs_booking').execute();
      await db.schema.createIndex('booking_jobs_booking').on('booking_jobs').column('booking_id').execute();
    },
  };
}
