/**
 * The only file that touches driver_availability and driver_positions. It reads drivers and jobs
 * (never writes them), scoped as the console's other reads are: another company's rows are simply
 * not found.
 */
import type { Kysely } from 'kysely';
import type { AvailabilityStatus, JobStatus } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';

/** Jobs a driver is on: the ones between leaving for the pickup and the drop-off. */
const UNDER_WAY: readonly JobStatus[] = ['on_the_way', 'arrived', 'passenger_on_board'];
/** The jobs the map shows: not yet given a driver, or given and not finished. */
const OPEN: readonly JobStatus[] = ['new', 'accepted', 'driver_assigned', ...UNDER_WAY];

export interface StoredPoint {
  lat: number;
  lng: number;
  accuracyM: number;
  at: string;
}

/** Pick-up times from and until (ISO instants). */
export interface PickUpWindow {
  from: string;
  until: string;
}

export interface LatestPosition extends StoredPoint {
  driverId: number;
}

export function createDriverPositionsRepository(db: Kysely<Database>) {
  return {
    async availability(driverId: number): Promise<{ status: AvailabilityStatus; changedAt: string } | null> {
      const row = await db.selectFrom('driver_availability').select(['status', 'changed_at']).where('driver_id', '=', driverId).executeTakeFirst();
      return row ? { status: row.status, changedAt: row.changed_at } : null;
    },

    /** Sets it; the same status again keeps the time it was first set. */
    async setAvailability(driverId: number, companyId: number, status: AvailabilityStatus, at: string): Promise<{ status: AvailabilityStatus; changedAt: string }> {
      const row = await db
        .insertInto('driver_availability')
        .values({ driver_id: driverId, company_id: companyId, status, changed_at: at })
        .onConflict((oc) => oc.column('driver_id').doUpdateSet({ status, changed_at: at, company_id: companyId }).where('driver_availability.status', '<>', status))
        .returning(['status', 'changed_at'])
        .executeTakeFirst();
      if (row) return { status: row.status, changedAt: row.changed_at };
      return (await this.availability(driverId))!;
    },

    /** The job the driver is on now, if any (the latest pick-up of those under way). */
    async jobUnderWay(driverId: number): Promise<number | null> {
      const row = await db
        .selectFrom('booking_jobs')
        .select('id')
        .where('driver_id', '=', driverId)
        .where('status', 'in', UNDER_WAY)
        .orderBy('pick_up_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Stores the points; one the phone sent before (same driver and time, a resent batch) is kept once. How many were new. */
    async insertPositions(driverId: number, companyId: number, jobId: number | null, points: readonly StoredPoint[], receivedAt: string): Promise<number> {
      const result = await db
        .insertInto('driver_positions')
        .values(points.map((p) => ({ company_id: companyId, driver_id: driverId, job_id: jobId, at: p.at, received_at: receivedAt, lat: p.lat, lng: p.lng, accuracy_m: p.accuracyM })))
        .onConflict((oc) => oc.columns(['driver_id', 'at']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** Active drivers in scope who are on shift or on a break, each with their latest position (if any). */
    async driversOnShift(scope: CompanyScope, statuses: readonly AvailabilityStatus[] = ['on_shift', 'on_break']) {
      const company = companyOf(scope);
      return db
        .selectFrom('drivers as d')
        .innerJoin('driver_availability as a', 'a.driver_id', 'd.id')
        .leftJoin('driver_positions as p', (join) =>
          join.on((eb) =>
            eb(
              'p.id',
              '=',
              eb.selectFrom('driver_positions as q').select('q.id').whereRef('q.driver_id', '=', 'd.id').orderBy('q.at', 'desc').limit(1),
            ),
          ),
        )
        .select(['d.id', 'd.name', 'd.vehicle_registration', 'd.company_id', 'a.status', 'a.changed_at', 'p.lat', 'p.lng', 'p.accuracy_m', 'p.at'])
        .where('d.is_active', '=', 1)
        .where('a.status', 'in', statuses)
        .$if(company !== undefined, (qb) => qb.where('d.company_id', '=', company!).where('a.company_id', '=', company!))
        .orderBy('d.name')
        .orderBy('d.id')
        .execute();
    },

    /** What each driver is on, or is given next with a pick-up in `window`. */
    async jobsOfDrivers(driverIds: readonly number[], window: PickUpWindow) {
      if (driverIds.length === 0) return [];
      return db
        .selectFrom('booking_jobs as j')
        .innerJoin('bookings as b', 'b.id', 'j.booking_id')
        .select(['j.id', 'j.driver_id', 'j.status', 'j.pick_up_at', 'b.booking_number'])
        .where('j.driver_id', 'in', driverIds)
        .where((eb) => eb.or([eb('j.status', 'in', UNDER_WAY), eb.and([eb('j.status', '=', 'driver_assigned'), eb('j.pick_up_at', '>=', window.from), eb('j.pick_up_at', '<=', window.until)])]))
        .orderBy('j.pick_up_at')
        .execute();
    },

    /** The jobs in scope still open with a pick-up in `window`, the earliest first (at most `limit`). */
    async openJobsIn(scope: CompanyScope, window: PickUpWindow, limit: number) {
      const company = companyOf(scope);
      return db
        .selectFrom('booking_jobs as j')
        .innerJoin('bookings as b', 'b.id', 'j.booking_id')
        .leftJoin('drivers as dr', 'dr.id', 'j.driver_id')
        .select(['j.id', 'j.leg', 'j.status', 'j.pick_up_at', 'j.pick_up_time', 'j.from_address', 'b.booking_number', 'b.journey_form', 'dr.name as driver_name'])
        .where('j.pick_up_at', '>=', window.from)
        .where('j.pick_up_at', '<=', window.until)
        .where('j.status', 'in', OPEN)
        .$if(company !== undefined, (qb) => qb.where('j.company_id', '=', company!))
        .orderBy('j.pick_up_at')
        .limit(limit)
        .execute();
    },

    /** Deletes up to `batch` positions received before `before`, oldest first; how many. */
    async deleteReceivedBefore(before: string, batch: number): Promise<number> {
      const result = await db
        .deleteFrom('driver_positions')
        .where('id', 'in', (eb) => eb.selectFrom('driver_positions').select('id').where('received_at', '<', before).orderBy('received_at').limit(batch))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
/**
 * A driver signed out on every phone is off shift (with the caller's transaction): nobody is left to
 * send positions or answer offers, so the map and nearest drivers must not count them.
 */
export async function setOffShift(trx: Kysely<Database>, driverId: number, at: string): Promise<void> {
  await trx.updateTable('driver_availability').set({ status: 'off', changed_at: at }).where('driver_id', '=', driverId).where('status', '<>', 'off').execute();
}

export type DriverPositionsRepository = ReturnType<typeof createDriverPositionsRepository>;
