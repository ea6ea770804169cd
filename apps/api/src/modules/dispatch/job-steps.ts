/** The times of a job's steps: which column keeps each, and how the exports write them in London time (pure). */
import { JOB_STATUS_LABELS, JOB_STEP_LABELS, JOB_STEP_TIMES, type JobStepTime } from '@kerbside/contract';
import { utcToLondonLocal } from '@kerbside/domain';
import type { JobStatus } from './dispatch.tables.js';

const two = (n: number) => String(n).padStart(2, '0');

/** '2026-12-03T10:42:05.000Z' → { date: '2026-12-03', time: '10:42' } in London; null for none or unreadable. */
export function londonStamp(iso: string | null): { date: string; time: string } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const local = utcToLondonLocal(at);
  return { date: local.date, time: `${two(Math.floor(local.minute / 60))}:${two(local.minute % 60)}` };
}

/** The CSV's columns of the step times, after its others: 'Accepted at', 'Driver assigned at'… */
export const STEP_TIME_HEADERS = JOB_STEP_TIMES.map((key) => `${JOB_STEP_LABELS[key]} at`);

/** Each step's time as 'YYYY-MM-DD HH:MM' (London), or null, in JOB_STEP_TIMES' order. */
export const stepTimeCells = (row: Pick<Record<JobStepTime, string | null>, JobStepTime>): Array<string | null> =>
  JOB_STEP_TIMES.map((key) => {
    const stamp = londonStamp(row[key]);
    return stamp ? `${stamp.date} ${stamp.time}` : null;
  });

/** The column that keeps when the job reached each status (new is when it was booked). */
export const STEP_COLUMN: Record<Exclude<JobStatus, 'new'>, JobStepTime> = {
  accepted: 'accepted_at',
  driver_assigned: 'assigned_at',
  on_the_way: 'on_the_way_at',
  arrived: 'arrived_at',
  passenger_on_board: 'on_board_at',
  completed: 'completed_at',
  no_show: 'no_show_at',
  cancelled: 'cancelled_at',
};

/**
 * The job's status in words with when it was reached, for the run sheet: 'Arrived 10:42' (with the
 * date when it is not `day`), or the status alone (new, or a job whose step has no time).
 */
export function statusWithTime(row: Pick<Record<JobStepTime, string | null>, JobStepTime> & { status: JobStatus }, day: string): string {
  const label = JOB_STATUS_LABELS[row.status];
  const stamp = row.status === 'new' ? null : londonStamp(row[STEP_COLUMN[row.status]]);
  if (!stamp) return label;
  return `${label} ${stamp.date === day ? stamp.time : `${stamp.date} ${stamp.time}`}`;
}
