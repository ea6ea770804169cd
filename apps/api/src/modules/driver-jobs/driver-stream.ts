/**
 * GET /api/driver/v1/events: the driver's live stream, on the event streams of modules/live-events
 * (the same caps, heartbeat, ending and fair share; 2 streams per driver session, not capped by
 * address, since a mobile network may put many phones behind one). Of the bus's job events it
 * sends `jobs.changed` with this driver's jobs among the changed ones, as GET /jobs shows them, and
 * the ids of jobs the phone had that are no longer theirs (an offer closed, the job given to
 * someone else, finished). Each event's jobs and open offers are read once per instance, however
 * many drivers are connected.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isJobEvent, type BusEvent, type DriverJob, type DriverJobsChanged } from '@kerbside/contract';
import type { DispatchForDrivers, JobRow } from '../dispatch/index.js';
import type { EventStreams, StreamMessage } from '../live-events/index.js';
import type { DriverJobsService } from './driver-jobs.service.js';
import type { JobOffersRepository, OfferRecord } from './job-offers.repository.js';

/** Streams one driver-app session may hold: the app open, and one more (a second tab, a reload's overlap). */
export const DRIVER_STREAMS_PER_SESSION = 2;

interface EventJobs {
  jobs: Map<number, JobRow>;
  offers: OfferRecord[];
}

export function createDriverStreams(deps: { streams: EventStreams; jobs: DriverJobsService; offers: JobOffersRepository; dispatch: DispatchForDrivers; now: () => Date }) {
  const cache = new WeakMap<BusEvent, Promise<EventJobs>>();

  function readOnce(event: BusEvent & { job_ids: number[] }): Promise<EventJobs> {
    let read = cache.get(event);
    if (!read) {
      read = (async () => {
        const rows = await Promise.all(event.job_ids.map((id) => deps.dispatch.jobs.findJob({ all: true }, id)));
        const offers = await deps.offers.openOfJobs(event.job_ids, deps.now().toISOString());
        return { jobs: new Map(rows.filter((row): row is JobRow => row !== null).map((row) => [row.id, row])), offers };
      })();
      cache.set(event, read);
    }
    return read;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.driverSession;
    const driver = { driverId: session.driverId, driverName: session.driverName, companyId: session.companyId };
    // The jobs the phone has (it reads GET /jobs as the stream opens): told when one stops being theirs.
    const known = new Set((await deps.jobs.list(driver)).map((job) => job.id));
    const render = (event: BusEvent): Promise<StreamMessage[]> | null => {
      if (!isJobEvent(event) || event.company_id !== driver.companyId) return null;
      return readOnce(event).then(async ({ jobs, offers }) => {
        const changed: DriverJob[] = [];
        const removed: number[] = [];
        for (const id of event.job_ids) {
          const offer = offers.find((o) => o.job_id === id && o.driver_id === driver.driverId);
          const view = await deps.jobs.viewOf(driver, jobs.get(id) ?? null, offer);
          if (view) {
            changed.push(view);
            known.add(id);
          } else if (known.delete(id)) {
            removed.push(id);
          }
        }
        if (changed.length === 0 && removed.length === 0) return [];
        const data: DriverJobsChanged = { type: 'jobs.changed', jobs: changed, removed };
        return [{ event: data.type, data }];
      });
    };
    return deps.streams.streamOf(
      request,
      reply,
      { sessionId: session.sessionId, sessionKind: 'driver', maxPerSession: DRIVER_STREAMS_PER_SESSION, tenant: String(session.companyId), sessionExpiresAt: session.expiresAt },
      render,
    );
  };
}
