/**
 * The driver app's jobs (`/api/driver/v1`, issue 25 §3): the driver's open offers and the jobs
 * assigned to them, one job, answering an offer, and the live stream that tells the phone of each
 * change. A driver sees only their own jobs, and only while the job is offered to them or assigned
 * to them: an offer shows where and when in outline (areas, not addresses), an assigned job all
 * the driver needs.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { jobExtrasSchema, jobIdParamsSchema, jobLegSchema, jobStatusSchema } from '../operator/jobs.js';
import { EXTRA_MAX_PENCE, WAITING_MAX_MINUTES } from '@kerbside/domain';
import { defineDocs, defineOperations, named } from '../operation.js';

const common = {
  /** The job's id (the same in every answer and event). */
  id: z.number().int(),
  leg: jobLegSchema,
  /** The UTC instant; and YYYY-MM-DD, HH:MM in London. */
  pick_up_at: z.string(),
  pick_up_date: z.string(),
  pick_up_time: z.string(),
  /** 'Q' a transfer, 'H' an hourly hire (then `hourly_duration`, and no drop-off). */
  ride_type: z.enum(['Q', 'H']),
  hourly_duration: z.string().nullable(),
  vehicle_category: z.string(),
  /** The booking's fare, pence (a return booking's covers both legs). */
  fare_pence: z.number().int(),
  currency_symbol: z.string(),
};

/** An offer: only the outline until the driver accepts. */
export const driverOfferJobSchema = z.object({
  kind: z.literal('offer'),
  ...common,
  /** The pick-up's area: its town and outward postcode (e.g. 'London SW1A'), never the street address. */
  pick_up_area: z.string(),
  drop_off_area: z.string().nullable(),
  offer: z.object({ id: z.number().int(), offered_at: z.string(), expires_at: z.string(), seconds: z.number().int() }),
});

/** A job assigned to the driver: everything they need to do it. */
export const driverAssignedJobSchema = z.object({
  kind: z.literal('assigned'),
  ...common,
  status: jobStatusSchema,
  booking_number: z.string(),
  pick_up_address: z.string(),
  drop_off_address: z.string().nullable(),
  /** Stops on the way, in order (the outbound leg's; a return leg goes straight back). */
  stops: z.array(z.string()),
  passenger: z.object({ name: z.string(), phone: z.string() }),
  flight_no: z.string().nullable(),
  extras: jobExtrasSchema,
  /** What the passenger asked of the journey; '' when nothing. */
  notes: z.string(),
  payment: z.object({
    /** car: the passenger pays the driver; card: paid (or authorised) online. */
    method: z.enum(['car', 'card']),
    /** What the driver collects in the car now, pence: the fare if paid in the car, plus charges after the journey, less cash already recorded. */
    collect_pence: z.number().int(),
  }),
});

export const driverJobSchema = z.discriminatedUnion('kind', [driverOfferJobSchema, driverAssignedJobSchema]);
export type DriverJob = z.infer<typeof driverJobSchema>;
export type DriverOfferJob = z.infer<typeof driverOfferJobSchema>;
export type DriverAssignedJob = z.infer<typeof driverAssignedJobSchema>;

/** Open offers and assigned jobs from today (London) on, not finished; soonest pick-up first. */
export const driverJobListSchema = z.object({ jobs: z.array(driverJobSchema) });
export type DriverJobList = z.infer<typeof driverJobListSchema>;

export const offerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/**
 * The `data:` of the driver's stream (`event: jobs.changed`): the jobs of theirs that changed, as
 * GET /jobs shows them, and the ids of those that are no longer theirs to see (reassigned, an
 * offer closed, finished).
 */
export const driverJobsChangedSchema = z.object({ type: z.literal('jobs.changed'), jobs: z.array(driverJobSchema), removed: z.array(z.number().int()) });
export type DriverJobsChanged = z.infer<typeof driverJobsChangedSchema>;

const jobResponse = named('DriverJobResponse', okResponse(driverJobSchema));
const TAG = 'Driver app' as const;

export const DRIVER_JOBS_OPERATIONS = /* @__PURE__ */ defineOperations({
  driverJobs: {
    method: 'get',
    path: '/api/driver/v1/jobs',
    auth: 'driver',
    success: { status: 200, body: named('DriverJobListResponse', okResponse(driverJobListSchema)) },
  },
  driverJob: {
    method: 'get',
    path: '/api/driver/v1/jobs/{id}',
    auth: 'driver',
    params: jobIdParamsSchema,
    success: { status: 200, body: jobResponse },
  },
  driverAcceptOffer: {
    method: 'post',
    path: '/api/driver/v1/offers/{id}/accept',
    auth: 'driver',
    params: offerIdParamsSchema,
    success: { status: 200, body: jobResponse },
  },
  driverDeclineOffer: {
    method: 'post',
    path: '/api/driver/v1/offers/{id}/decline',
    auth: 'driver',
    params: offerIdParamsSchema,
    success: { status: 200, body: named('DriverOfferDeclinedResponse', okResponse(z.object({ declined: z.literal(true) }))) },
  },
  driverEvents: {
    method: 'get',
    path: '/api/driver/v1/events',
    auth: 'driver',
    success: { status: 200, text: 'text/event-stream' },
  },
});

const NOT_YOURS = 'No such job or offer of yours (another driver’s, another company’s, or no longer offered or assigned to you).';

export const DRIVER_JOBS_DOCS = /* @__PURE__ */ defineDocs(DRIVER_JOBS_OPERATIONS, {
  driverJobs: {
    tag: TAG,
    summary: "The driver's offers and jobs",
    description:
      'Open offers to the driver (only the pick-up time, the pick-up and drop-off areas, the vehicle, the fare and when the offer expires) and the jobs assigned to them picked up from today (London) on and not finished, soonest first.',
    success: { description: 'The jobs.' },
  },
  driverJob: {
    tag: TAG,
    summary: 'One job of the driver',
    description: 'An open offer in outline, or an assigned job in full (addresses, passenger, flight, extras, notes, what to collect). Only while it is offered or assigned to this driver.',
    success: { description: 'The job.' },
    errors: { 404: NOT_YOURS },
  },
  driverAcceptOffer: {
    tag: TAG,
    summary: 'Accept an offer',
    description: 'The job is assigned to the driver, as Assign driver would (the passenger is mailed the driver and vehicle). Only an open offer of theirs, before it expires.',
    success: { description: 'Accepted: the job in full.' },
    errors: { 404: NOT_YOURS, 409: 'The offer has expired, was answered or withdrawn already, or the job changed meanwhile.', 422: 'The driver can no longer take it (licence expired).' },
  },
  driverDeclineOffer: {
    tag: TAG,
    summary: 'Decline an offer',
    description: 'The office is told at once. Only an open offer of theirs, before it expires.',
    success: { description: 'Declined.' },
    errors: { 404: NOT_YOURS, 409: 'The offer has expired, or was answered or withdrawn already.' },
  },
  driverEvents: {
    tag: TAG,
    summary: "Live changes of the driver's jobs",
    description:
      'Server-sent events (`text/event-stream`): `jobs.changed` with the jobs of the driver that changed (an offer made, a job assigned or changed, as GET /jobs shows them) and the ids of those no longer theirs (an offer closed, a job given to someone else). Nothing is replayed: the app reads GET /jobs when the stream (re)connects. The stream ends at once when the session is signed out or revoked, or the driver deactivated; otherwise after 15 minutes, and the phone reconnects. At most 2 streams per session.',
    success: { description: 'The stream.' },
    errors: { 429: 'This session has 2 streams open already.', 503: 'This server has too many open streams; the phone retries (Retry-After).' },
  },
});

/** The statuses a driver sends from the car (issue 25 §4), in the order of the journey. */
export const DRIVER_STATUSES = ['on_the_way', 'arrived', 'passenger_on_board', 'completed', 'no_show'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** How far ahead of the server's clock a phone's `happened_at` may be (its clock a little fast). */
export const DRIVER_CLOCK_SKEW_MINUTES = 2;

export const DRIVER_STATUS_MESSAGES = {
  future: `This step's time is in the future. Check the phone's date and time.`,
  beforeAssignment: 'This step cannot have happened before the job was given to you.',
  beforePrevious: 'This step cannot have happened before the one recorded before it.',
  otherJob: 'This step was sent already for another job.',
} as const;

const pence = (max: number) => z.number().int().min(1).max(max);

/** What a driver records as they complete the job: each becomes an entry after the journey, as staff add them. */
export const driverCompletionSchema = z.object({
  waiting_minutes: z.number().int().min(1).max(WAITING_MAX_MINUTES).optional(),
  parking_pence: pence(EXTRA_MAX_PENCE.parking).optional(),
  extra_stop_pence: pence(EXTRA_MAX_PENCE.extra_stop).optional(),
  toll_pence: pence(EXTRA_MAX_PENCE.toll).optional(),
  /** The cash taken in the car (never beyond what is due: refused then, the rest kept). */
  cash_pence: pence(EXTRA_MAX_PENCE.cash).optional(),
});
export type DriverCompletion = z.infer<typeof driverCompletionSchema>;

export const driverStatusRequestSchema = z.object({
  status: z.enum(DRIVER_STATUSES),
  /** When it happened, by the phone's clock (ISO 8601 with its offset). */
  happened_at: z.iso.datetime({ offset: true }),
  /** The phone's id of this step (a UUID): sending it again changes nothing. */
  client_id: z.uuid(),
  /** Where the phone was, where the driver allows it. */
  position: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      /** Metres. */
      accuracy: z.number().min(0).max(100_000),
    })
    .optional(),
  /** Completed only: waiting, parking, an extra stop, a toll and the cash taken. */
  completion: driverCompletionSchema.optional(),
});
export type DriverStatusRequest = z.infer<typeof driverStatusRequestSchema>;

export const driverStatusResultSchema = z.object({
  job_id: z.number().int(),
  /** The job's status now. */
  status: jobStatusSchema,
  /** False: this step (its client_id) was recorded before; nothing changed. */
  recorded: z.boolean(),
  /** Entries of `completion` refused (the step itself is recorded): which, and why. */
  completion_refused: z.array(z.object({ kind: z.string(), message: z.string() })),
});
export type DriverStatusResult = z.infer<typeof driverStatusResultSchema>;

export const DRIVER_STATUS_OPERATIONS = /* @__PURE__ */ defineOperations({
  driverJobStatus: {
    method: 'post',
    path: '/api/driver/v1/jobs/{id}/status',
    auth: 'driver',
    params: jobIdParamsSchema,
    body: named('DriverStatusRequest', driverStatusRequestSchema),
    success: { status: 200, body: named('DriverStatusResponse', okResponse(driverStatusResultSchema)) },
  },
});

export const DRIVER_STATUS_DOCS = /* @__PURE__ */ defineDocs(DRIVER_STATUS_OPERATIONS, {
  driverJobStatus: {
    tag: TAG,
    summary: 'Send a status from the car',
    description:
      "On the way, arrived, passenger on board, completed or no-show, with the time it happened on the phone (`happened_at`, at most 2 minutes ahead of the server's clock, not before the job was given to the driver nor before the step recorded before it) and, where the driver allows, the position. The desk's rules apply, judged at `happened_at`: a step early for the pick-up time is refused with the rule's words (the office may record it with a reason); a no-show only after waiting at the pick-up (10 minutes, 45 with a flight or train number), once arrived. Completed may carry `completion`: waiting minutes, parking, an extra stop, a toll and the cash taken, each then an entry after the journey as staff add them (cash only up to what is due; an entry refused is listed in `completion_refused`, the step stays recorded). The same `client_id` again answers 200 with `recorded: false` and changes nothing, so a phone may resend what it queued while without signal.",
    success: { description: 'Recorded (or recorded before).' },
    errors: {
      404: NOT_YOURS,
      409: 'The job is already at or past this status, the lifecycle does not allow it yet, the step is early for the pick-up time, or its client_id was used for another job.',
      422: 'The time is in the future or before the assignment or the previous step.',
    },
  },
});
