/**
 * The driver app's availability and positions (`/api/driver/v1`, issue 25 §5-6): the driver sets
 * On shift / On break / Off; a phone on shift sends its positions in small batches (a phone back in
 * signal sends what it queued). No position is taken off shift or on a break.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named } from '../operation.js';

export const AVAILABILITY_STATUSES = ['on_shift', 'on_break', 'off'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES);

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = { on_shift: 'On shift', on_break: 'On break', off: 'Off' };

export const availabilitySchema = z.object({
  status: availabilityStatusSchema,
  /** When the driver last changed it; null: never set (off). */
  changed_at: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const setAvailabilityRequestSchema = z.object({ status: availabilityStatusSchema });

/** How many points one request may carry, how far ahead of our clock a phone's may be, and how old. */
export const POSITION_LIMITS = { pointsPerRequest: 20, futureSkewSeconds: 120, maxAgeHours: 24, maxAccuracyMeters: 10_000 } as const;

export const positionPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The fix's accuracy radius in metres (Geolocation's `coords.accuracy`). */
  accuracy_m: z.number().min(0).max(POSITION_LIMITS.maxAccuracyMeters),
  /** When the phone took it (its clock), ISO 8601 with an offset. */
  at: z.iso.datetime({ offset: true }),
});
export type PositionPoint = z.infer<typeof positionPointSchema>;

export const positionsRequestSchema = z.object({ points: z.array(positionPointSchema).min(1).max(POSITION_LIMITS.pointsPerRequest) });
export const positionsStoredSchema = z.object({ stored: z.number().int() });

export const POSITION_MESSAGES = {
  offShift: 'You are off shift: no position is taken.',
  onBreak: 'You are on a break: no position is taken.',
  pointTime: `A position's time must be within the last ${POSITION_LIMITS.maxAgeHours} hours and not ahead of the present. Check the phone's clock.`,
} as const;

const TAG = 'Driver app' as const;
const availabilityResponse = named('DriverAvailabilityResponse', okResponse(availabilitySchema));

export const DRIVER_POSITION_OPERATIONS = /* @__PURE__ */ defineOperations({
  driverAvailability: {
    method: 'get',
    path: '/api/driver/v1/availability',
    auth: 'driver',
    success: { status: 200, body: availabilityResponse },
  },
  driverSetAvailability: {
    method: 'put',
    path: '/api/driver/v1/availability',
    auth: 'driver',
    body: named('SetAvailabilityRequest', setAvailabilityRequestSchema),
    success: { status: 200, body: availabilityResponse },
  },
  driverPostPositions: {
    method: 'post',
    path: '/api/driver/v1/positions',
    auth: 'driver',
    body: named('DriverPositionsRequest', positionsRequestSchema),
    success: { status: 200, body: named('DriverPositionsResponse', okResponse(positionsStoredSchema)) },
    limits: ['driverPositions', 'driverPositionsPerSession'],
  },
});

export const DRIVER_POSITION_DOCS = /* @__PURE__ */ defineDocs(DRIVER_POSITION_OPERATIONS, {
  driverAvailability: {
    tag: TAG,
    summary: "The driver's availability",
    description: 'On shift, on break or off, and when it last changed. A driver who never set it is off.',
    success: { description: 'The availability.' },
  },
  driverSetAvailability: {
    tag: TAG,
    summary: 'Go on shift, on a break or off',
    description: 'The office sees it at once on its map. Setting the same status again keeps the time it was first set.',
    success: { description: 'The availability now.' },
  },
  driverPostPositions: {
    tag: TAG,
    summary: "Send the phone's positions",
    description: `Up to ${POSITION_LIMITS.pointsPerRequest} points at once, oldest first or not, each with the time the phone took it: within the last ${POSITION_LIMITS.maxAgeHours} hours and at most ${POSITION_LIMITS.futureSkewSeconds} s ahead of the server's clock. Taken only while the driver is on shift; kept for POSITION_RETENTION_DAYS (7 by default), then deleted. One bad point refuses the whole batch and nothing is stored.`,
    success: { description: 'Stored.' },
    errors: {
      400: 'A point out of range, malformed, or with a time too old or ahead; or more than the points allowed.',
      409: 'The driver is off shift or on a break: nothing is stored.',
      413: 'The body is larger than a batch can be.',
    },
  },
});
