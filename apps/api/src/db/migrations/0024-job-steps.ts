import { sql, type Migration } from 'kysely';

/** Each step's column and the audit action that recorded it before (min: the first time; max: the latest). */
const STEPS = [
  ['accepted_at', 'job.accepted', 'min'],
  // The current driver's assignment: the latest.
  ['assigned_at', 'job.driver_assigned', 'max'],
  ['on_the_way_at', 'job.on_the_way', 'min'],
  ['arrived_at', 'job.arrived', 'min'],
  ['on_board_at', 'job.on_board', 'min'],
  ['completed_at', 'job.completed', 'min'],
  ['no_show_at', 'job.no_show', 'min'],
  ['cancelled_at', 'job.cancelled', 'min'],
] as const;

/**
 * When each step of a job happened: a column per step on booking_jobs, set by the step itself from
 * now on, so the job page, the CSV and the run sheet read them with the job (no history to fold).
 * Jobs from before are given theirs from the audit log, which has recorded every step since
 * migration 0007. The statuses arrived and passenger_on_board need nothing: status is free text.
 */
export function jobStepsMigration(): Migration {
  return {
    async up(db) {
      for (const [column] of STEPS) await db.schema.alterTable('booking_jobs').addColumn(column, 'text').execute();
      const sets = STEPS.map(
        ([column, action, pick]) =>
          sql`${sql.ref(column)} = (select ${sql.raw(pick)}(a.created_at) from audit_log as a where a.subject_type = 'job' and a.subject_id = booking_jobs.id and a.action = ${action})`,
      );
      // A new job has taken no step; the (subject_type, subject_id) index answers each lookup.
      await sql`update booking_jobs set ${sql.join(sets)} where status <> 'new'`.execute(db);
    },
    async down(db) {
      for (const [column] of [...STEPS].reverse()) await db.schema.alterTable('booking_jobs').dropColumn(column).execute();
    },
  };
}
