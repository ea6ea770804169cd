/**
 * Availability, positions and what the office sees of them: the driver's own calls (their session
 * names them and their company), the console's map, and the nearest available drivers to a job.
 */
import { londonToday } from '@kerbside/domain';
import {
  NEAREST_DRIVERS,
  POSITION_LIMITS,
  POSITION_MESSAGES,
  type Availability,
  type AvailabilityStatus,
  type DriverMap,
  type MapDriver,
  type NearestDriver,
  type NearestDrivers,
  type PositionPoint,
} from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';
import type { Clock } from '../../platform/clock/index.js';
import type { LiveEvents } from '../../platform/live-events/index.js';
import { NOT_FOUND, type CompanyScope } from '../../platform/company-scope/index.js';
import { driverAssignment, type JobsRepository } from '../dispatch/index.js';
import { estimateRoute } from '../places/index.js';
import type { DriverPositionsRepository } from './driver-positions.repository.js';
import type { PickupPlaces } from './pickup-places.js';

/** The jobs the map shows at most. */
const MAP_JOBS = 200;
/**
 * The map's jobs: pick-ups from 3 hours ago (a late job still open) to 12 hours ahead. A window, not
 * the calendar day, so a late-evening office still sees the jobs just after midnight.
 */
const MAP_HOURS = { back: 3, ahead: 12 } as const;
/** The drivers on shift the nearest-drivers check looks at most (each costs the assign rule's read). */
const NEAREST_CANDIDATES = 50;

export interface NearestOptions {
  /** How many at most (default NEAREST_DRIVERS.count). */
  count?: number;
  /** Drivers left out. */
  exclude?: ReadonlySet<number>;
}

export interface DriverOfCall {
  driverId: number;
  companyId: number;
}

export interface DriverPositionsDeps {
  repo: DriverPositionsRepository;
  jobs: Pick<JobsRepository, 'findJob' | 'findDriver' | 'driverJobsBetween'>;
  pickups: PickupPlaces;
  now: Clock;
  tiles: DriverMap['tiles'];
  /** The live-event bus: a passenger's tracking page hears that the car moved. */
  events?: Pick<LiveEvents, 'publish'>;
}

const availabilityOf = (row: { status: AvailabilityStatus; changedAt: string } | null): Availability => (row ? { status: row.status, changed_at: row.changedAt } : { status: 'off', changed_at: null });

export function createDriverPositionsService(deps: DriverPositionsDeps) {
  const { repo } = deps;

  return {
    async availability(driver: DriverOfCall): Promise<Availability> {
      return availabilityOf(await repo.availability(driver.driverId));
    },

    async setAvailability(driver: DriverOfCall, status: AvailabilityStatus): Promise<Availability> {
      return availabilityOf(await repo.setAvailability(driver.driverId, driver.companyId, status, deps.now().toISOString()));
    },

    /** Stores a batch from a phone on shift; refused whole (nothing stored) off shift, on a break, or with a point out of its time window. */
    async addPositions(driver: DriverOfCall, points: readonly PositionPoint[]): Promise<Result<{ stored: number }>> {
      const { status } = availabilityOf(await repo.availability(driver.driverId));
      if (status === 'off') return fail(409, POSITION_MESSAGES.offShift);
      if (status === 'on_break') return fail(409, POSITION_MESSAGES.onBreak);
      const now = deps.now().getTime();
      const latest = now + POSITION_LIMITS.futureSkewSeconds * 1000;
      const earliest = now - POSITION_LIMITS.maxAgeHours * 3600_000;
      const stored = [];
      for (const point of points) {
        const at = Date.parse(point.at);
        if (!(at <= latest && at >= earliest)) return fail(400, POSITION_MESSAGES.pointTime);
        stored.push({ lat: point.lat, lng: point.lng, accuracyM: point.accuracy_m, at: new Date(at).toISOString() });
      }
      const jobId = await repo.jobUnderWay(driver.driverId);
      const count = await repo.insertPositions(driver.driverId, driver.companyId, jobId, stored, new Date(now).toISOString());
      if (count > 0 && jobId !== null) await deps.events?.publish({ type: 'driver.moved', company_id: driver.companyId, driver_id: driver.driverId, job_id: jobId });
      return ok({ stored: count });
    },

    async map(scope: CompanyScope): Promise<DriverMap> {
      const now = deps.now().getTime();
      const window = { from: new Date(now - MAP_HOURS.back * 3600_000).toISOString(), until: new Date(now + MAP_HOURS.ahead * 3600_000).toISOString() };
      const drivers = await repo.driversOnShift(scope);
      const jobs = await repo.jobsOfDrivers(
        drivers.map((d) => d.id),
        window,
      );
      const jobOf = new Map<number, MapDriver['job']>();
      // Under way first, then the earliest assigned: the order jobsOfDrivers gives within each kind.
      for (const job of [...jobs.filter((j) => j.status !== 'driver_assigned'), ...jobs.filter((j) => j.status === 'driver_assigned')]) {
        if (job.driver_id !== null && !jobOf.has(job.driver_id)) jobOf.set(job.driver_id, { id: job.id, booking_number: job.booking_number, status: job.status });
      }
      const open = await repo.openJobsIn(scope, window, MAP_JOBS);
      return {
        tiles: deps.tiles,
        drivers: drivers.map((d) => ({
          id: d.id,
          name: d.name,
          registration: d.vehicle_registration,
          availability: d.status === 'on_break' ? 'on_break' : 'on_shift',
          availability_changed_at: d.changed_at,
          position: d.lat !== null && d.lng !== null && d.accuracy_m !== null && d.at !== null ? { lat: d.lat, lng: d.lng, accuracy_m: d.accuracy_m, at: d.at } : null,
          job: jobOf.get(d.id) ?? null,
        })),
        jobs: await Promise.all(
          open.map(async (job) => ({
            id: job.id,
            booking_number: job.booking_number,
            status: job.status,
            pick_up_at: job.pick_up_at,
            pick_up_time: job.pick_up_time,
            from_address: job.from_address,
            driver_name: job.driver_name,
            pickup: await deps.pickups(job),
          })),
        ),
      };
    },

    /**
     * The job's company's drivers on shift (not on a break) with a position under five minutes old,
     * free at the job's time by the rule assigning applies, nearest first by estimated road time;
     * at most `count` (the panel's five), leaving out `exclude` (auto-offer: who was offered it before).
     */
    async nearest(scope: CompanyScope, jobId: number, options: NearestOptions = {}): Promise<Result<NearestDrivers>> {
      const { count = NEAREST_DRIVERS.count, exclude } = options;
      const job = await deps.jobs.findJob(scope, jobId);
      if (!job) return fail(404, NOT_FOUND);
      const pickup = await deps.pickups(job);
      if (!pickup) return ok({ pickup_found: false, drivers: [] });
      const freshSince = deps.now().getTime() - NEAREST_DRIVERS.freshMinutes * 60_000;
      const candidates = (await repo.driversOnShift({ all: false, companyId: job.company_id }, ['on_shift']))
        .flatMap((d) => (d.lat !== null && d.lng !== null && d.at !== null && Date.parse(d.at) >= freshSince && !exclude?.has(d.id) ? [{ ...d, lat: d.lat, lng: d.lng, at: d.at }] : []))
        .map((d) => ({ driver: d, route: estimateRoute([{ lat: d.lat, lon: d.lng }, { lat: pickup.lat, lon: pickup.lng }])! }))
        .sort((a, b) => a.route.seconds - b.route.seconds || a.driver.id - b.driver.id)
        .slice(0, NEAREST_CANDIDATES);
      const found: NearestDriver[] = [];
      for (const { driver, route } of candidates) {
        if (found.length === count) break;
        // Busy at the job's time, licence expired by then, or not theirs to take: what assigning would refuse.
        const check = await driverAssignment(deps.jobs, job, { driver_id: driver.id, confirm_overlap: false }, londonToday(deps.now()));
        if (!check.ok) continue;
        found.push({ id: driver.id, name: driver.name, registration: driver.vehicle_registration, road_miles: route.miles, road_seconds: route.seconds, position_at: driver.at });
      }
      return ok({ pickup_found: true, drivers: found });
    },
  };
}
export type DriverPositionsService = ReturnType<typeof createDriverPositionsService>;
