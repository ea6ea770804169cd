/**
 * What a tracking page reads of one job: its status and step times, its pickup (to place it on the
 * map), its driver and car, its company's phone, and the driver's latest position. Reads only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface TrackedJob {
  id: number;
  company_id: number;
  status: string;
  completed_at: string | null;
  leg: 'outbound' | 'return';
  from_address: string;
  journey_form: string;
  driver_id: number | null;
  driver_name: string | null;
  vehicle_make: string | null;
  vehicle_colour: string | null;
  vehicle_registration: string | null;
  photo_media_id: number | null;
  photo_sha256: string | null;
  office_phone: string;
}

export interface CarPosition {
  lat: number;
  lng: number;
  at: string;
}

export function createTrackingRepository(db: Kysely<Database>) {
  return {
    async job(jobId: number): Promise<TrackedJob | null> {
      const row = await db
        .selectFrom('booking_jobs as j')
        .innerJoin('bookings as b', 'b.id', 'j.booking_id')
        .innerJoin('companies as c', 'c.id', 'j.company_id')
        .leftJoin('drivers as d', (join) => join.onRef('d.id', '=', 'j.driver_id').onRef('d.company_id', '=', 'j.company_id'))
        .leftJoin('media_files as m', (join) => join.onRef('m.id', '=', 'd.photo_media_id').on('m.kind', '=', 'driver'))
        .select([
          'j.id',
          'j.company_id',
          'j.status',
          'j.completed_at',
          'j.leg',
          'j.from_address',
          'b.journey_form',
          'j.driver_id',
          'd.name as driver_name',
          'd.vehicle_make',
          'd.vehicle_colour',
          'd.vehicle_registration',
          'd.photo_media_id',
          'm.sha256 as photo_sha256',
          'c.phone as office_phone',
        ])
        .where('j.id', '=', jobId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The driver's latest position by the phone's time. */
    async latestPosition(driverId: number): Promise<CarPosition | null> {
      const row = await db.selectFrom('driver_positions').select(['lat', 'lng', 'at']).where('driver_id', '=', driverId).orderBy('at', 'desc').limit(1).executeTakeFirst();
      return row ?? null;
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
