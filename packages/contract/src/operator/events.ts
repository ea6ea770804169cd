import { z } from 'zod';
import { jobListItemSchema } from './jobs.js';

/** The kinds of server-sent event of GET /api/operator/v1/events (the `event:` line). */
export const LIVE_EVENT_TYPES = ['job.created', 'job.updated'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * Most job ids one event names. Events cross PostgreSQL NOTIFY (8000 bytes at most) and Redis:
 * 500 ids of up to ten digits keep the message near 6 KB. On the bus an event names only ids;
 * each instance reads the rows once per event and its streams send them (boardEventSchema).
 */
export const LIVE_EVENT_MAX_JOB_IDS = 500;

const id = z.number().int().positive().max(2_147_483_647);

/** One live event: the `data:` line of the stream, and what the API instances tell each other. */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  company_id: id,
  job_ids: z.array(id).min(1).max(LIVE_EVENT_MAX_JOB_IDS),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * What a board's stream sends of a job event (the `data:` line): the event and the changed jobs as
 * rows of the board's list (GET /jobs, the same shape and the same fields for the same caller), only
 * those of the caller's companies. Fewer rows than ids (a job gone, a read that failed) tell the board
 * to refetch instead.
 */
export const boardEventSchema = liveEventSchema.extend({ rows: z.array(jobListItemSchema).max(LIVE_EVENT_MAX_JOB_IDS) });
export type BoardEvent = z.infer<typeof boardEventSchema>;

/**
 * What an operator changed that the website prices or shows from: every instance drops its cached
 * copy when it hears one (`company_id` null: platform-wide, such as settings). Never sent to a board.
 */
export const CATALOGUE_PARTS = ['tariffs', 'fleet', 'settings', 'places', 'banned_addresses', 'companies'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export const catalogueChangeSchema = z.object({
  type: z.literal('catalogue.changed'),
  company_id: id.nullable(),
  parts: z.array(z.enum(CATALOGUE_PARTS)).min(1).max(CATALOGUE_PARTS.length),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

/**
 * Console or driver-app sessions that have just ended (signed out, revoked, the staff member or the driver deactivated): every instance
 * ends the event streams they hold at once. Never sent to a board. At most as many ids as a job
 * event, for the same NOTIFY limit; more are sent as several events.
 */
export const SESSIONS_ENDED_MAX_IDS = LIVE_EVENT_MAX_JOB_IDS;

export const sessionsEndedSchema = z.object({
  type: z.literal('sessions.ended'),
  session_ids: z.array(id).min(1).max(SESSIONS_ENDED_MAX_IDS),
  /** 'driver': sessions of the driver app (driver_sessions); left out: console sessions. */
  of: z.literal('driver').optional(),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/**
 * An enquiry arrived or changed (status, reply, company): the consoles of its company (`company_id`
 * null: the platform's inbox, platform admins only) count their new enquiries again. Says nothing
 * of the enquiry itself.
 */
export const enquiryEventSchema = z.object({
  type: z.literal('enquiry.changed'),
  company_id: id.nullable(),
  /** A quote request that has just arrived for this company (issue 24 §3): the console chimes as for a new booking. */
  quote_request_id: id.optional(),
});
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;
export const ENQUIRY_EVENT_TYPE = 'enquiry.changed' satisfies EnquiryEvent['type'];

/**
 * A driver's phone stored new positions (issue 26 §3): the tracking pages of the job they are on
 * read the car's position again. Never sent to a board; says only ids.
 */
export const driverMovedSchema = z.object({
  type: z.literal('driver.moved'),
  company_id: id,
  driver_id: id,
  /** The job the driver is on (on the way, arrived, passenger on board); null: none. */
  job_id: id.nullable(),
});
export type DriverMoved = z.infer<typeof driverMovedSchema>;
export const DRIVER_MOVED_EVENT_TYPE = 'driver.moved' satisfies DriverMoved['type'];
export const isDriverMoved = (event: BusEvent): event is DriverMoved => event.type === DRIVER_MOVED_EVENT_TYPE;

/**
 * A watched flight's status or times changed (issue 28): the jobs of one company collecting from it,
 * for the pickup to follow and the board to show. Says only ids and the new state; the watch's row
 * and its history hold the times. Not yet sent to a board.
 */
export const FLIGHT_STATES = ['scheduled', 'en_route', 'landed', 'diverted', 'cancelled', 'unknown'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];
/** A flight's state, or 'not_found': the provider knows no such arrival. */
export const FLIGHT_CHANGED_STATES = [...FLIGHT_STATES, 'not_found'] as const;
export const flightChangedSchema = z.object({
  type: z.literal('flight.changed'),
  company_id: id,
  watch_id: id,
  state: z.enum(FLIGHT_CHANGED_STATES),
  job_ids: z.array(id).min(1).max(LIVE_EVENT_MAX_JOB_IDS),
});
export type FlightChanged = z.infer<typeof flightChangedSchema>;
export const FLIGHT_CHANGED_EVENT_TYPE = 'flight.changed' satisfies FlightChanged['type'];
export const isFlightChanged = (event: BusEvent): event is FlightChanged => event.type === FLIGHT_CHANGED_EVENT_TYPE;

/** Everything the instances tell each other: the boards' job events, enquiry changes, catalogue changes, ended sessions, drivers' moves and flights' changes. */
export const busEventSchema = z.union([liveEventSchema, enquiryEventSchema, catalogueChangeSchema, sessionsEndedSchema, driverMovedSchema, flightChangedSchema]);
export type BusEvent = z.infer<typeof busEventSchema>;

export const isEnquiryEvent = (event: BusEvent): event is EnquiryEvent => event.type === ENQUIRY_EVENT_TYPE;

export const isJobEvent = (event: BusEvent): event is LiveEvent => (LIVE_EVENT_TYPES as readonly string[]).includes(event.type);
