/** The scheduler's table, merged into the Database type in db/schema.ts. */
export interface ScheduledTaskLeasesTable {
  /** The task's name. */
  name: string;
  /** ISO instant (the platform clock) until which `held_by` runs it. */
  held_until: string;
  held_by: string;
}

export interface SchedulerTables {
  scheduled_task_leases: ScheduledTaskLeasesTable;
}
