/**
 * The driver's jobs as the phone holds them: the list GET /jobs gave, with each live `jobs.changed`
 * applied (its jobs replace or join the list, its `removed` leave it), soonest pick-up first; and how
 * the home groups them (open offers, then today's jobs, then later ones).
 */
import type { DriverAssignedJob, DriverJob, DriverJobsChanged, DriverOfferJob } from '@kerbside/contract';

const bySoonest = (a: DriverJob, b: DriverJob) => a.pick_up_at.localeCompare(b.pick_up_at) || a.id - b.id;

export function applyJobsChanged(jobs: readonly DriverJob[], change: Pick<DriverJobsChanged, 'jobs' | 'removed'>): DriverJob[] {
  const gone = new Set([...change.removed, ...change.jobs.map((job) => job.id)]);
  return [...jobs.filter((job) => !gone.has(job.id)), ...change.jobs].sort(bySoonest);
}

/** Statuses after which a job is over for the driver (the server stops listing it). */
export const FINISHED_STATUSES: ReadonlySet<string> = new Set(['completed', 'no_show', 'cancelled']);

export interface JobGroups {
  offers: DriverOfferJob[];
  today: DriverAssignedJob[];
  upcoming: DriverAssignedJob[];
}

/** `today` is the London date (YYYY-MM-DD), as the jobs' `pick_up_date`. */
export function groupJobs(jobs: readonly DriverJob[], today: string): JobGroups {
  const groups: JobGroups = { offers: [], today: [], upcoming: [] };
  for (const job of jobs) {
    if (job.kind === 'offer') groups.offers.push(job);
    else if (FINISHED_STATUSES.has(job.status)) continue;
    else if (job.pick_up_date <= today) groups.today.push(job);
    else groups.upcoming.push(job);
  }
  return groups;
}

/** The offers in `next` the phone had not seen before: these chime. */
export function newOfferIds(seen: ReadonlySet<number>, next: readonly DriverJob[]): number[] {
  return next.filter((job) => job.kind === 'offer' && !seen.has(job.offer.id)).map((job) => (job as DriverOfferJob).offer.id);
}

/** Today's date in London, as the jobs' `pick_up_date` is written. */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
