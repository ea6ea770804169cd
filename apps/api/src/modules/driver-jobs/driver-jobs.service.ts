/**
 * What a driver sees of their jobs: their open offers (outline) and the jobs assigned to them from
 * today (London) on and not finished (in full), soonest first. Nothing else: another driver's job,
 * another company's, a job given to someone else or a closed offer is not found.
 */
import { londonToday } from '@kerbside/domain';
import type { DriverJob } from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { NOT_FOUND } from '../../platform/company-scope/index.js';
import { londonMidnight, type DispatchForDrivers, type JobRow } from '../dispatch/index.js';
import { assignedView, DRIVER_ACTIVE_STATUSES, isDriversJob, offerView } from './driver-job-views.js';
import type { JobOffersRepository, OfferRecord } from './job-offers.repository.js';
import type { DriverActor } from './job-offers.service.js';

/** More than a driver's day: the list is a phone's, not a report. */
const MOST_ASSIGNED = 100;

export function createDriverJobsService(deps: { db: Kysely<Database>; dispatch: DispatchForDrivers; offers: JobOffersRepository; now: () => Date }) {
  const { dispatch } = deps;
  const scopeOf = (driver: DriverActor) => ({ all: false as const, companyId: driver.companyId });

  async function assigned(job: JobRow) {
    const stops = job.leg === 'outbound' ? (await dispatch.jobs.stopsOf(job.booking_id)).map((s) => s.stop_address) : [];
    const collectPence = (await dispatch.afterJourney(job)).due_pence;
    return assignedView(job, { stops, collectPence });
  }

  /** The job as this driver may see it now, or null: `offer` is the driver's open, unexpired offer of it, if any. */
  async function viewOf(driver: DriverActor, job: JobRow | null, offer: OfferRecord | undefined): Promise<DriverJob | null> {
    if (!job || job.company_id !== driver.companyId) return null;
    if (isDriversJob(job, driver.driverId)) return assigned(job);
    if (offer && offer.driver_id === driver.driverId && job.driver_id === null) return offerView(job, offer);
    return null;
  }

  return {
    viewOf,

    async list(driver: DriverActor): Promise<DriverJob[]> {
      const now = deps.now();
      const offers = await deps.offers.openOfDriver(driver.driverId, now.toISOString());
      const rows = await deps.db
        .selectFrom('booking_jobs')
        .select('id')
        .where('driver_id', '=', driver.driverId)
        .where('company_id', '=', driver.companyId)
        .where('status', 'in', DRIVER_ACTIVE_STATUSES)
        .where('pick_up_at', '>=', londonMidnight(londonToday(now)))
        .orderBy('pick_up_at')
        .limit(MOST_ASSIGNED)
        .execute();
      const views = await Promise.all([
        ...offers.map(async (offer) => viewOf(driver, await dispatch.jobs.findJob(scopeOf(driver), offer.job_id), offer)),
        ...rows.map(async (row) => viewOf(driver, await dispatch.jobs.findJob(scopeOf(driver), row.id), undefined)),
      ]);
      return views.filter((view): view is DriverJob => view !== null).sort((a, b) => a.pick_up_at.localeCompare(b.pick_up_at) || a.id - b.id);
    },

    async one(driver: DriverActor, jobId: number): Promise<Result<DriverJob>> {
      const job = await dispatch.jobs.findJob(scopeOf(driver), jobId);
      const [offer] = job ? (await deps.offers.openOfJobs([job.id], deps.now().toISOString())).filter((o) => o.driver_id === driver.driverId) : [];
      const view = await viewOf(driver, job, offer);
      return view ? ok(view) : fail(404, NOT_FOUND);
    },
  };
}

export type DriverJobsService = ReturnType<typeof createDriverJobsService>;
