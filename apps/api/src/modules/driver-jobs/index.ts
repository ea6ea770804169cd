import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { DispatchForDrivers } from '../dispatch/index.js';
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
export function createDriverJobsModule(ctx: AppContext, deps: { dispatch: DispatchForDrivers }): DriverJobsModule {
  const db = ctx.db.kysely;
  const offers = createJobOffersService({ db, dispatch: deps.dispatch, now: ctx.now, log: ctx.log });
  const jobs = createDriverJobsService({ db, dispatch: deps.dispatch, offers: offers.repo, now: ctx.now });
  const stream = createDriverStreams({ streams: ctx.eventStreams, jobs, offers: offers.repo, dispatch: deps.dispatch, now: ctx.now });
  let sweep: NodeJS.Timeout | undefined;
  return {
    name: 'driver-jobs',
    offers,
    api: (api) => driverJobsRoutes(api, { jobs, offers, stream, statuses: createDriverStatusesService({ db, dispatch: deps.dispatch, now: ctx.now }) }),
    operator: (operator) => jobOffersRoutes(operator, offers),
    start() {
      // Moves onto the platform scheduler when it lands.
      sweep = setInterval(() => {
        offers.closeExpiredOffers(ctx.now()).catch((err: unknown) => ctx.log.error({ err }, 'offers: the sweep of expired offers failed'));
      }, OFFER_SWEEP_MS);
      sweep.unref();
    },
    async stop() {
      clearInterval(sweep);
      offers.stopTimers();
    },
  };
}
