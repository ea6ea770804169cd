/** The office's map of drivers and the coming jobs, and the nearest available drivers to a job's pickup (issue 25 §5). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { jobIdParamsSchema, jobStatusSchema } from './jobs.js';

/** A map's point: latitude and longitude in degrees. */
const pointSchema = z.object({ lat: z.number(), lng: z.number() });

export const mapDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  registration: z.string(),
  /** Only drivers on shift or on a break are on the map. */
  availability: z.enum(['on_shift', 'on_break']),
  availability_changed_at: z.string(),
  /** The latest position the phone sent, and when it took it; null: none kept. */
  position: pointSchema.extend({ accuracy_m: z.number(), at: z.string() }).nullable(),
  /** The job the driver is on or assigned to next (pick-up within 12 hours), if any. */
  job: z.object({ id: z.number().int(), booking_number: z.string(), status: jobStatusSchema }).nullable(),
});
export type MapDriver = z.infer<typeof mapDriverSchema>;

export const mapJobSchema = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: jobStatusSchema,
  pick_up_at: z.string(),
  pick_up_time: z.string(),
  from_address: z.string(),
  driver_name: z.string().nullable(),
  /** Where the pickup is, as the address search finds it; null: not found. */
  pickup: pointSchema.nullable(),
});
export type MapJob = z.infer<typeof mapJobSchema>;

export const mapTilesSchema = z.object({
  /** A Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  url: z.string(),
  /** HTML the map shows in its corner, as the tile server's terms ask. */
  attribution: z.string(),
});

export const driverMapSchema = z.object({
  /** null: the site shows no tiles (MAP_TILE_URL=none). */
  tiles: mapTilesSchema.nullable(),
  drivers: z.array(mapDriverSchema),
  jobs: z.array(mapJobSchema),
});
export type DriverMap = z.infer<typeof driverMapSchema>;

export const nearestDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  registration: z.string(),
  /** Estimated road distance and time from the driver's last position to the pickup. */
  road_miles: z.number(),
  road_seconds: z.number().int(),
  position_at: z.string(),
});
export type NearestDriver = z.infer<typeof nearestDriverSchema>;

export const nearestDriversSchema = z.object({
  /** false: the pickup's address could not be placed, so nobody can be ranked. */
  pickup_found: z.boolean(),
  drivers: z.array(nearestDriverSchema),
});
export type NearestDrivers = z.infer<typeof nearestDriversSchema>;

/** How many drivers the job page suggests, and how old a position may be to count. */
export const NEAREST_DRIVERS = { count: 5, freshMinutes: 5 } as const;

const TAG = 'Operator map' as const;

export const DRIVER_MAP_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorDriverMap: {
    method: 'get',
    path: '/api/operator/v1/driver-map',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: named('DriverMapResponse', okResponse(driverMapSchema)) },
  },
  operatorNearestDrivers: {
    method: 'get',
    path: '/api/operator/v1/jobs/{id}/nearest-drivers',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: named('NearestDriversResponse', okResponse(nearestDriversSchema)) },
  },
});

export const DRIVER_MAP_DOCS = /* @__PURE__ */ defineDocs(DRIVER_MAP_OPERATIONS, {
  operatorDriverMap: {
    tag: TAG,
    summary: 'Drivers and the coming jobs on a map',
    description:
      "The company's drivers who are on shift or on a break, each with the latest position their phone sent (kept POSITION_RETENTION_DAYS) and the job they are on; the jobs with a pick-up from 3 hours ago to 12 hours ahead not yet assigned or under way, with their pickup placed by the address search; and the tile server the map draws (MAP_TILE_URL). A platform admin sees every company's.",
    success: { description: 'The map.' },
  },
  operatorNearestDrivers: {
    tag: TAG,
    summary: 'The nearest available drivers to the pickup',
    description: `Up to ${NEAREST_DRIVERS.count} of the job's company's active drivers who are on shift (not on a break), free at the job's time by the rule assigning applies, and whose phone sent a position in the last ${NEAREST_DRIVERS.freshMinutes} minutes, nearest first by the estimated road time from that position to the pickup (the offline estimate prices use without a maps key).`,
    success: { description: 'The drivers, nearest first.' },
    errors: { 404: 'No such job in your company.' },
  },
});
