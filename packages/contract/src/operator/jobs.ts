/**
 * The bookings board (`/api/operator/v1/jobs`): each leg of a booking is a job. The list, one job
 * with its whole booking, the lifecycle actions, refunds and the exports' queries.
 */
import { z } from 'zod';
import { jobFlightSchema } from './flight-pickups.js';
import { addDays } from '@kerbside/domain';
import { OPERATOR_MESSAGES } from './messages.js';
import { bookingFormSchema, hourlyRateFormSchema, isoDateSchema } from '../booking-form.js';
import { cardCaptureSchema } from '../card-capture.js';
import { errorResponseSchema, okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';
import { freeText, text } from '../text.js';
import { afterJourneySchema } from './job-extras.js';

/** The lifecycle's states and actions (the rules are packages/domain's job-lifecycle.ts). */
export const JOB_STATUSES = ['new', 'accepted', 'driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board', 'completed', 'no_show', 'cancelled'] as const;
export const JOB_ACTIONS = ['accept', 'assign', 'on_the_way', 'arrived', 'on_board', 'complete', 'no_show', 'cancel'] as const;

export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  new: 'New',
  accepted: 'Accepted',
  driver_assigned: 'Driver assigned',
  on_the_way: 'On the way',
  arrived: 'Arrived',
  passenger_on_board: 'Passenger on board',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/**
 * When each step of a job happened (UTC instants; null: not (yet) taken). `assigned_at` is the
 * current driver's assignment; a job assigned straight from new was accepted at the same moment.
 */
export const JOB_STEP_TIMES = ['accepted_at', 'assigned_at', 'on_the_way_at', 'arrived_at', 'on_board_at', 'completed_at', 'no_show_at', 'cancelled_at'] as const;
export type JobStepTime = (typeof JOB_STEP_TIMES)[number];

/** Each step's name, for the job page ("Arrived 10:42") and the CSV's columns ("Arrived at"). */
export const JOB_STEP_LABELS: Record<JobStepTime, string> = {
  accepted_at: 'Accepted',
  assigned_at: 'Driver assigned',
  on_the_way_at: 'On the way',
  arrived_at: 'Arrived',
  on_board_at: 'Passenger on board',
  completed_at: 'Completed',
  no_show_at: 'No-show',
  cancelled_at: 'Cancelled',
};

export const jobStepTimesSchema = z.object(
  Object.fromEntries(JOB_STEP_TIMES.map((key) => [key, z.string().nullable()])) as Record<JobStepTime, z.ZodNullable<z.ZodString>>,
);
export type JobStepTimes = z.infer<typeof jobStepTimesSchema>;

export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const jobActionSchema = z.enum(JOB_ACTIONS);
export const jobLegSchema = z.enum(['outbound', 'return']);
export type JobLeg = z.infer<typeof jobLegSchema>;

/** today: pick-up on today's London date; upcoming: after it; past: before it; all: every date. */
export const JOB_VIEWS = ['today', 'upcoming', 'past', 'all'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

/** Jobs per page of the board (keyset pagination: `next_cursor` asks for the next page). */
export const JOB_PAGE_SIZE = 50;
/** The longest date range of a CSV export, days. */
export const EXPORT_MAX_DAYS = 366;

/** A database id in a path or query: a positive 32-bit integer. */
const rowId = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const jobIdParamsSchema = z.object({ id: rowId });
export const bookingIdParamsSchema = z.object({ id: rowId });

/** `status=new&status=accepted` or `status=new,accepted`. */
const statusList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value),
  z.array(jobStatusSchema).min(1).max(JOB_STATUSES.length),
);

const jobListQueryFields = z.object({
  view: z.enum(JOB_VIEWS).default('today'),
  /** One status or several (repeated, or comma-separated). */
  status: statusList.optional(),
  /** YYYY-MM-DD, London, inclusive: narrows the view to pick-ups on or after this date. */
  from: isoDateSchema.optional(),
  /** YYYY-MM-DD, London, inclusive. */
  to: isoDateSchema.optional(),
  /** A vehicle category name, e.g. 'Executive' (exact, case-insensitive). */
  vehicle: text(80).optional(),
  payment: z.enum(['car', 'card']).optional(),
  /** Booking number, passenger name, phone or email: any part, case-insensitive. */
  q: text(100).optional(),
  /** Platform admins only: one company's jobs. Ignored for a company's own staff. */
  company_id: rowId.optional(),
  /** `next_cursor` of the previous page. */
  cursor: text(200).optional(),
});
export const jobListQuerySchema = lenient(jobListQueryFields);
export type JobListQuery = z.infer<typeof jobListQueryFields>;

/** The shortest search text the board's index narrows (its trigrams); shorter ones are read in time order. */
export const SEARCH_MIN_CHARACTERS = 3;
/** The most days of jobs a shorter search reads in time order: every job of an open range is too many at scale. */
export const SHORT_SEARCH_MAX_DAYS = 7;

/**
 * Why the board cannot search for `q`, or null: one or two characters only over Today or dates at
 * most SHORT_SEARCH_MAX_DAYS apart (both given). Shared by the API (400) and the console (which does
 * not send such a search, and says why on the search field).
 */
export function shortSearchProblem(query: { view?: JobListQuery['view']; from?: string | null; to?: string | null; q?: string | null }): string | null {
  const length = [...(query.q ?? '').trim()].length;
  if (length === 0 || length >= SEARCH_MIN_CHARACTERS) return null;
  if (query.view === 'today') return null;
  if (query.from && query.to && addDays(query.from, SHORT_SEARCH_MAX_DAYS - 1) >= query.to) return null;
  return OPERATOR_MESSAGES.searchTooShort;
}

export const jobDriverSchema = z.object({ id: z.number().int(), name: z.string(), registration: z.string() });

/** One row of the board. Times are London's; `pick_up_at` is the UTC instant. */
export const jobListItemSchema = z.object({
  id: z.number().int(),
  leg: jobLegSchema,
  booking_id: z.number().int(),
  booking_number: z.string(),
  status: jobStatusSchema,
  /** YYYY-MM-DD and HH:MM, London. */
  pick_up_date: z.string(),
  pick_up_time: z.string(),
  pick_up_at: z.string(),
  from_address: z.string(),
  /** Null for an hourly hire. */
  to_address: z.string().nullable(),
  /** Stops on the way (the outbound leg's; a return leg goes straight back). */
  stops: z.number().int(),
  /** 'Q' a transfer, 'H' an hourly hire. */
  ride_type: z.enum(['Q', 'H']),
  hourly_duration: z.string().nullable(),
  passenger_name: z.string(),
  passenger_phone: z.string(),
  passenger_email: z.string(),
  /** Passengers and suitcases of this leg. */
  passengers: z.number().int(),
  luggage: z.number().int(),
  vehicle_category: z.string(),
  vehicle_quantity: z.number().int(),
  payment_method: z.enum(['car', 'card']),
  /** What the booking (both legs) costs, pence. */
  amount_pence: z.number().int(),
  currency_symbol: z.string(),
  driver: jobDriverSchema.nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** This leg's flight or train number. */
  flight_no: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** A card payment asked by a pay link and not made yet, pence; null when none awaits. */
  awaiting_card_pence: z.number().int().nullable(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListSchema = z.object({
  items: z.array(jobListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Today's date in London, YYYY-MM-DD, as the server counted the views. */
  today: z.string(),
});
export type JobList = z.infer<typeof jobListSchema>;
export const jobListResponseSchema = okResponse(jobListSchema);

/** This leg's options as booked. */
export const jobExtrasSchema = z.object({
  passengers: z.number().int(),
  luggage: z.number().int(),
  hand_luggage: z.number().int(),
  meet_and_greet: z.boolean(),
  baby_seats: z.number().int(),
  booster_seats: z.number().int(),
  wheelchair: z.boolean(),
  special_luggage: z.number().int(),
  waiting_minutes: z.number().int(),
  /** An assistance dog travels (the booking's, both legs). */
  assistance_dog: z.boolean(),
  /** The passenger's assistance needs in plain words (assistanceNeeds), e.g. 'Wheelchair user — stays in the chair', 'Assistance dog'. */
  needs: z.array(z.string()),
});

export const refundSchema = z.object({
  id: z.number().int(),
  amount_pence: z.number().int(),
  /** The card provider's status: 'succeeded', 'pending' or 'failed'. */
  status: z.string(),
  reason: z.string(),
  provider: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A booking's amount as charged (domain amountCharged): exact_pence + rounding_pence = charged_pence, the booking amount. */
export const amountChargedSchema = z.object({
  /** The price of one vehicle. */
  unit_pence: z.number().int(),
  quantity: z.number().int(),
  /** unit_pence × quantity. */
  exact_pence: z.number().int(),
  /** What rounding to whole pounds added (negative: took off); 0 when the amount was not rounded. */
  rounding_pence: z.number().int(),
  charged_pence: z.number().int(),
});
export type AmountChargedView = z.infer<typeof amountChargedSchema>;

export const refundSummarySchema = z.object({
  items: z.array(refundSchema),
  /** Taken by card, pence (0 for a booking paid in the car). */
  paid_pence: z.number().int(),
  refunded_pence: z.number().int(),
  /** What may still be refunded, pence. */
  refundable_pence: z.number().int(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

export const jobHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** e.g. 'job.accepted', 'job.driver_assigned', 'booking.refunded'. */
  action: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
});

/** A booking's journey as one of the website's forms; null when the stored form cannot be read. */
export const bookedJourneySchema = z
  .discriminatedUnion('bookingType', [
    z.object({ bookingType: z.literal('milleage'), bookingForm: bookingFormSchema }),
    z.object({ bookingType: z.literal('hourly'), hourlyRateForm: hourlyRateFormSchema }),
  ])
  .nullable();
export type BookedJourney = z.infer<typeof bookedJourneySchema>;

export const jobDetailSchema = z.object({
  job: jobListItemSchema.extend({ updated_at: z.string(), allowed_actions: z.array(jobActionSchema), steps: jobStepTimesSchema }),
  extras: jobExtrasSchema,
  booking: z.object({
    id: z.number().int(),
    booking_number: z.string(),
    status: z.enum(['confirmed', 'cancelled']),
    created_at: z.string(),
    ride_type: z.enum(['Q', 'H']),
    hourly_duration: z.string().nullable(),
    pick_up_address: z.string(),
    drop_off_address: z.string().nullable(),
    pick_up_date: z.string(),
    pick_up_time: z.string(),
    return_date: z.string().nullable(),
    return_time: z.string().nullable(),
    flight_no: z.string().nullable(),
    return_flight_no: z.string().nullable(),
    payment_method: z.enum(['car', 'card']),
    amount_pence: z.number().int(),
    total_pence: z.number().int(),
    currency_code: z.string(),
    currency_symbol: z.string(),
    vehicle_category: z.string(),
    vehicle_id: z.number().int(),
    vehicle_quantity: z.number().int(),
    /** The form it was booked with, as changed since: the Change booking form starts from it. */
    journey: bookedJourneySchema,
    company_id: z.number().int(),
    company_name: z.string(),
    stops: z.array(z.object({ address: z.string(), post_code: z.string(), street_number: z.string() })),
    /** As priced for one vehicle; lines add up to total_pence. */
    price_breakdown: z.object({ lines: z.array(z.object({ code: z.string(), label: z.string(), amount_pence: z.number().int() })), total_pence: z.number().int() }),
    /** From the price of one vehicle to the booking amount: × the quantity, then the website's rounding to whole pounds when it was charged so. */
    charge: amountChargedSchema,
    /** The passenger's additional information. */
    notes: z.string(),
    passenger: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    booker: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    /** A card payment authorised at booking and captured when the journey is done; null when charged at booking (or paid in the car). */
    card_capture: cardCaptureSchema.nullable(),
    /** When the retention task removed its passengers' details (names, contacts, notes; addresses cut to the postcode district); null: not removed. */
    anonymised_at: z.string().nullable(),
  }),
  /** Both legs of a return journey (one for a single journey). */
  legs: z.array(z.object({ job_id: z.number().int(), leg: jobLegSchema, status: jobStatusSchema, pick_up_date: z.string(), pick_up_time: z.string(), driver: jobDriverSchema.nullable() })),
  refunds: refundSummarySchema,
  /** Waiting, parking, extra stops, tolls and cash recorded after the journeys, and what is still due. */
  after_journey: afterJourneySchema,
  /** Newest first: who did what, when, to this job and its booking. */
  history: z.array(jobHistoryEntrySchema),
  /** The leg's flight as last heard (issue 28); null: not followed (no flight number, not an airport pickup, or not yet asked). */
  flight: jobFlightSchema.nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobDetailResponseSchema = okResponse(jobDetailSchema);

/** A refund amount: pence, or 'full' for all that is left. */
const refundAmount = z.union([
  z.literal('full'),
  z.number().int().min(0).max(100_000_000),
  z.string().regex(/^\s*\d{1,9}\s*$/, 'Give the refund in pence, or "full"').transform(Number),
]);

/** How long a confirmation's reason may be. */
export const STEP_REASON_MIN = 3;
export const STEP_REASON_MAX = 200;

/**
 * On the way, arrived, passenger on board, complete, no-show: no body, or a confirmation. A step
 * too early for the pick-up time (On the way or Arrived more than 2 hours before it, Passenger on
 * board or Completed before it) is refused with a 409 (`confirmation_needed: true`) unless the
 * request confirms it with a reason, which the audit entry keeps.
 */
export const jobStepRequestSchema = lenient(
  z
    .object({
      /** Take the step although it is early for the pick-up time. */
      confirm: z.boolean().default(false),
      /** Why, when confirming: 3 to 200 characters, one line. */
      reason: text(STEP_REASON_MAX).min(STEP_REASON_MIN, `Give a reason of at least ${STEP_REASON_MIN} characters`).optional(),
    })
    .refine((body) => !body.confirm || body.reason !== undefined, { message: 'Give a reason for taking this step early', path: ['reason'] }),
);
export type JobStepRequest = z.input<typeof jobStepRequestSchema>;

/** A step refused: a 409 for a step too early for the pick-up time says a confirmation would take it. */
export const jobStepErrorSchema = errorResponseSchema.extend({ confirmation_needed: z.literal(true).optional() });

export const assignDriverRequestSchema = lenient(
  z.object({
    driver_id: z.number().int().positive().max(2 ** 31 - 1),
    /** Assign even though the driver has another job at that time (the 409 lists them). */
    confirm_overlap: z.boolean().default(false),
  }),
);
export type AssignDriverRequest = z.infer<typeof assignDriverRequestSchema>;

export const cancelJobRequestSchema = lenient(
  z.object({
    reason: freeText(500).min(1, 'Give a reason for cancelling'),
    /** For a card-paid booking: pence to refund, or 'full' for all that is left. None when left out. */
    refund_pence: refundAmount.optional(),
  }),
);
export type CancelJobRequest = z.infer<typeof cancelJobRequestSchema>;

export const refundBookingRequestSchema = lenient(
  z.object({
    amount_pence: refundAmount.refine((v) => v !== 0, 'Give an amount above 0'),
    reason: freeText(500).min(1, 'Give a reason for the refund'),
  }),
);
export type RefundBookingRequest = z.infer<typeof refundBookingRequestSchema>;

export const jobActionResultSchema = z.object({
  job: jobListItemSchema,
  /** The refund made with a cancellation, or null. */
  refund: refundSchema.nullable(),
});
export const jobActionResponseSchema = okResponse(jobActionResultSchema);

export const overlappingJobSchema = z.object({
  job_id: z.number().int(),
  booking_number: z.string(),
  status: jobStatusSchema,
  pick_up_date: z.string(),
  pick_up_time: z.string(),
  pick_up_at: z.string(),
  /** When the driver is expected free again (UTC instant). */
  busy_until: z.string(),
  from_address: z.string(),
  to_address: z.string().nullable(),
});
/** Failures of assigning a driver; a 409 for another job at the same time lists them. */
export const assignDriverErrorSchema = errorResponseSchema.extend({ overlapping: z.array(overlappingJobSchema).optional() });

export const bookingRefundResponseSchema = okResponse(z.object({ refund: refundSchema, refunds: refundSummarySchema }));

export const jobsExportQuerySchema = lenient(
  z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    company_id: rowId.optional(),
  }),
);
export const runSheetQuerySchema = lenient(
  z.object({
    /** YYYY-MM-DD, London. */
    date: isoDateSchema,
    company_id: rowId.optional(),
  }),
);
