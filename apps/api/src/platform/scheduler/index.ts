/** Named periodic tasks of the API, started and stopped with the app (scheduler.ts). */
export { createScheduler, createTaskLeases, type RunOutcome, type ScheduledTask, type Scheduler, type SchedulerLog, type TaskLeases } from './scheduler.js';
