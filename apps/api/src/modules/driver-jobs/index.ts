import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { DispatchForDrivers } from '../dispatch/index.js';
import { createAutoOffer, type NearestDriversOf } from './auto-offer.js';
import { createAutoOfferRepository } from './auto-offer.repository.js';
import { createDriverJobsService } from './driver-jobs.service.js';
import { driverJobsRoutes } from './driver-jobs.routes.js';
import { createDriverStatusesService } from './driver-statuses.service.js';
import { createDriverStreams } from './driver-stream.js';
import { jobOffersRoutes } from './job-offers.routes.js';
import { createJobOffersService, type JobOffersService } from './job-offers.service.js';

/** How often an instance closes the offers whose time is up that no timer of theirs closed (the instance that made them went away). */
export const OFFER_SWEEP_MS = 5_000;

export interface DriverJobsModule extends ApiModule {
  offers: JobOffersService;
}

/** Offers of jobs to drivers, and the driver app's jobs and live stream (README.md). */
export function createDriverJobsModule(ctx: AppContext, deps: { dispatch: DispatchForDrivers; nearest: NearestDriversOf }): DriverJobsModule {
  const db = ctx.db.kysely;
  const offers = createJobOffersService({ db, dispatch: deps.dispatch, now: ctx.now, log: ctx.log });
  const jobs = createDriverJobsService({ db, dispatch: deps.dispatch, offers: offers.repo, now: ctx.now });
  const stream = createDriverStreams({ streams: ctx.eventStreams, jobs, offers: offers.repo, dispatch: deps.dispatch, now: ctx.now });
  // Every instance sweeps (an UPDATE of the offers past due; idempotent), so no lease is taken.
  ctx.scheduler.add({ name: 'offer-sweep', everyMs: OFFER_SWEEP_MS, run: async (now) => void (await offers.closeExpiredOffers(now)) });
  const autoOffer = createAutoOffer({ repo: createAutoOfferRepository(db), offers, nearest: deps.nearest, log: ctx.log });
  // One instance a pass (the lease); a decline or timeout on any instance offers the job on at once.
  ctx.scheduler.add({ name: 'auto-offer', everyMs: ctx.config.AUTO_OFFER_EVERY_MS, exclusive: true, run: async (now) => void (await autoOffer.pass(now)) });
  offers.whenReopened((companyId, jobId) => autoOffer.next(companyId, jobId, ctx.now()));
  return {
    name: 'driver-jobs',
    offers,
    api: (api) => driverJobsRoutes(api, { jobs, offers, stream, limiter: ctx.rateLimiter, statuses: createDriverStatusesService({ db, dispatch: deps.dispatch, now: ctx.now }) }),
    operator: (operator) => jobOffersRoutes(operator, offers),
    async stop() {
      offers.stopTimers();
    },
  };
}
