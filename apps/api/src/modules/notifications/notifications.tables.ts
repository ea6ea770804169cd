/** Tables of the notifications module, merged into the Database type in db/schema.ts. */

/** A reminder queued: one per job and minutes before its pick-up (migration 0040). */
export interface JobRemindersTable {
  job_id: number;
  minutes_before: number;
  queued_at: string;
}

export interface NotificationsTables {
  job_reminders: JobRemindersTable;
}
