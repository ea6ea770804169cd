/**
 * "Needs attention" (`GET /api/operator/v1/jobs/attention`): the jobs an office must act on before
 * their pick-up: no driver yet, or a driver who has not set off, within the company's own lead
 * (`attention_minutes` of its profile, 30 by default) or already past their pick-up time.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { documentFlagSchema } from './drivers.js';
import { jobFlightSchema } from './flight-pickups.js';
import { jobListItemSchema } from './jobs.js';

/** A job whose pick-up passed this long ago with nobody on the way is still listed; older ones are the day's history. */
export const ATTENTION_OVERDUE_HOURS = 6;
/** The most jobs the list holds (the soonest). */
export const ATTENTION_MAX_ITEMS = 200;

/** no_driver: new or accepted, nobody assigned; not_started: a driver assigned who is not on the way. */
export const ATTENTION_REASONS = ['no_driver', 'not_started'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  no_driver: 'No driver',
  not_started: 'Driver not on the way',
};

const rowId = z.coerce.number().int().positive().max(2 ** 31 - 1);

const attentionQueryFields = z.object({
  /** Platform admins only: one company's jobs. Ignored for a company's own staff. */
  company_id: rowId.optional(),
});
export const attentionQuerySchema = lenient(attentionQueryFields);

export const attentionItemSchema = z.object({
  reason: z.enum(ATTENTION_REASONS),
  /** Whole minutes from now to the pick-up; negative once it has passed. */
  minutes_to_pick_up: z.number().int(),
  job: jobListItemSchema,
  /** A job with no driver whose last offer went unanswered or was declined: "Declined by Sam Driver", "No answer from Sam Driver in 60 s" (until it is offered or assigned again). */
  offer_note: z.string().nullable().optional(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** A driver's or vehicle's document expired, or expiring within the company's `document_warning_days` (issue 27 §5). */
export const documentAttentionSchema = documentFlagSchema.extend({
  driver: z.object({ id: z.number().int(), name: z.string() }),
  company_name: z.string(),
});
export type DocumentAttention = z.infer<typeof documentAttentionSchema>;

/** A followed flight the office must decide on (issue 28): diverted, cancelled, or a move beyond the company's limits. */
export const flightAttentionSchema = z.object({
  job: jobListItemSchema,
  flight: jobFlightSchema,
});
export type FlightAttention = z.infer<typeof flightAttentionSchema>;

export const attentionListSchema = z.object({
  /** Soonest pick-up first. */
  items: z.array(attentionItemSchema).max(ATTENTION_MAX_ITEMS),
  /** Active drivers' documents: expired first, then the soonest to expire; at most ATTENTION_MAX_ITEMS. */
  documents: z.array(documentAttentionSchema).max(ATTENTION_MAX_ITEMS),
  /** Jobs not yet under way whose flight needs the office's decision, soonest pick-up first; at most ATTENTION_MAX_ITEMS. */
  flights: z.array(flightAttentionSchema).max(ATTENTION_MAX_ITEMS),
  /** The instant the list was made (UTC, ISO 8601): a job enters it as time passes, so the console asks again every minute. */
  checked_at: z.string(),
});
export type AttentionList = z.infer<typeof attentionListSchema>;

export const ATTENTION_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorJobsNeedingAttention: {
    method: 'get',
    path: '/api/operator/v1/jobs/attention',
    auth: 'staff',
    roles: STAFF.all,
    query: attentionQuerySchema,
    success: { status: 200, body: named('AttentionListResponse', okResponse(attentionListSchema)) },
  },
});

export const ATTENTION_DOCS = /* @__PURE__ */ defineDocs(ATTENTION_OPERATIONS, {
  operatorJobsNeedingAttention: {
    tag: 'Operator bookings',
    summary: 'Jobs that need attention',
    description: `Jobs of the caller's company (every company's for a platform admin; \`company_id\` narrows) whose pick-up is within the company's \`attention_minutes\` (its profile; 30 by default) or passed less than ${ATTENTION_OVERDUE_HOURS} hours ago, and that have no driver (new or accepted) or a driver who has not set off (driver assigned). Soonest first, at most ${ATTENTION_MAX_ITEMS}; each with the board's row of the job. \`documents\`: active drivers' documents (PHV licence, driving licence, vehicle licence, MOT, insurance, DBS check three years on) expired or expiring within the company's \`document_warning_days\`, said in words ("Dee Phone’s PHV licence expires on 3 Jan 2027").`,
    success: { description: 'The list.' },
  },
});
