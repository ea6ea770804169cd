/** The bookings board's operations (`/api/operator/v1/jobs…`), for the OpenAPI document. */
import { defineDocs, defineOperations, named, STAFF, type OperationDeclaration, type OperationDocs } from '../operation.js';
import {
  EXPORT_MAX_DAYS,
  JOB_PAGE_SIZE,
  assignDriverErrorSchema,
  assignDriverRequestSchema,
  bookingIdParamsSchema,
  bookingRefundResponseSchema,
  cancelJobRequestSchema,
  jobActionResponseSchema,
  jobDetailResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobStepErrorSchema,
  jobStepRequestSchema,
  jobsExportQuerySchema,
  refundBookingRequestSchema,
  runSheetQuerySchema,
} from './jobs.js';

const TAG = 'Operator bookings' as const;
const actionResponse = named('JobActionResponse', jobActionResponseSchema, 'The job as it is now, and the refund made with a cancellation.');
const NOT_FOUND = "No such job in the caller's company (another company's job is not found either).";
/** The CSV and the run sheet count together (apps/api/src/http/limits.ts, EXPORT_LIMITS). */
const EXPORT_ERRORS = {
  429: "Too many exports from this address or session, or one of this session's (or three of its company's) is still being prepared; Retry-After says when to try again.",
  503: 'This server is preparing as many exports as it may at once (12); Retry-After says when to try again.',
};

/** accept and no-show: a POST with no body. */
function step(path: string) {
  return {
    method: 'post',
    path,
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: actionResponse },
  } satisfies Omit<OperationDeclaration, 'id'>;
}

const stepRequest = named('JobStepRequest', jobStepRequestSchema, 'Nothing, or the confirmation of a step early for the pick-up time, with its reason.');

/** on the way, arrived, passenger on board, complete, no-show: no body, or a confirmation that the clock guard asks for. */
function clockedStep(path: string) {
  // No body at all is the step on time; the console sends the confirmation only when asked.
  return { ...step(path), body: { ...stepRequest, required: false } } satisfies Omit<OperationDeclaration, 'id'>;
}

const stepError = named('JobStepErrorResponse', jobStepErrorSchema, 'A failure; a 409 for a step early for the pick-up time says `confirmation_needed: true`.');

function stepDocs(summary: string, from: string, mails: boolean, clock?: string): OperationDocs {
  const guard = clock
    ? ` ${clock} is refused with a 409 (\`confirmation_needed: true\`, the message saying when the pick-up is) unless the body is \`{ "confirm": true, "reason": "…" }\` (3 to 200 characters), which the audit entry keeps with how early it was.`
    : '';
  return {
    tag: TAG,
    summary,
    description: `Allowed from ${from}.${guard} One transaction: the job's change and the time of its step (only if its status is still the one read, so of two dispatchers acting at once one gets the 409), an audit entry${mails ? ' and a mail to the passenger' : ''}; then a \`job.updated\` live event.`,
    success: { description: 'Done.' },
    ...(clock ? { errorBody: stepError } : {}),
    errors: {
      ...(clock ? { 400: 'A confirmation without a reason, or a reason shorter than 3 or longer than 200 characters, or with control characters.' } : {}),
      404: NOT_FOUND,
      409: clock ? 'The job is not in a status this action starts from, or the step is early for the pick-up time and not confirmed; the message says why.' : 'The job is not in a status this action starts from; the message says why.',
    },
  };
}

const withNote = (docs: OperationDocs, note: string): OperationDocs => ({ ...docs, description: `${docs.description ?? ''}${note}` });

const EARLY_START = 'More than 2 hours before the pick-up time, this step';
const BEFORE_PICK_UP = 'Before the pick-up time, this step';
const NO_SHOW_WAIT = 'Before the passenger was given 10 minutes after the pick-up time (45 with a flight or train number), a no-show';

export const JOBS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorJobs: {
    method: 'get',
    path: '/api/operator/v1/jobs',
    auth: 'staff',
    roles: STAFF.all,
    query: jobListQuerySchema,
    success: { status: 200, body: named('JobListResponse', jobListResponseSchema) },
  },
  operatorJob: {
    method: 'get',
    path: '/api/operator/v1/jobs/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: named('JobDetailResponse', jobDetailResponseSchema) },
  },
  operatorJobAccept: step('/api/operator/v1/jobs/{id}/accept'),
  operatorJobAssign: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/assign',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    body: named('AssignDriverRequest', assignDriverRequestSchema),
    success: { status: 200, body: actionResponse },
  },
  operatorJobOnTheWay: clockedStep('/api/operator/v1/jobs/{id}/on-the-way'),
  operatorJobArrived: clockedStep('/api/operator/v1/jobs/{id}/arrived'),
  operatorJobOnBoard: clockedStep('/api/operator/v1/jobs/{id}/on-board'),
  operatorJobComplete: clockedStep('/api/operator/v1/jobs/{id}/complete'),
  operatorJobNoShow: clockedStep('/api/operator/v1/jobs/{id}/no-show'),
  operatorJobCancel: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/cancel',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    body: named('CancelJobRequest', cancelJobRequestSchema),
    success: { status: 200, body: actionResponse },
  },
  operatorBookingRefund: {
    method: 'post',
    path: '/api/operator/v1/bookings/{id}/refund',
    auth: 'staff',
    roles: STAFF.all,
    params: bookingIdParamsSchema,
    body: named('RefundBookingRequest', refundBookingRequestSchema),
    success: { status: 200, body: named('BookingRefundResponse', bookingRefundResponseSchema) },
  },
  operatorJobsExport: {
    method: 'get',
    path: '/api/operator/v1/jobs/export.csv',
    auth: 'staff',
    roles: STAFF.all,
    query: jobsExportQuerySchema,
    limits: ['exports', 'exportsPerSession'],
    success: { status: 200, text: 'text/csv' },
  },
  operatorRunSheet: {
    method: 'get',
    path: '/api/operator/v1/jobs/run-sheet',
    auth: 'staff',
    roles: STAFF.all,
    query: runSheetQuerySchema,
    limits: ['exports', 'exportsPerSession'],
    success: { status: 200, html: true },
  },
});

export const JOBS_DOCS = /* @__PURE__ */ defineDocs(JOBS_OPERATIONS, {
  operatorJobs: {
    tag: TAG,
    summary: 'The bookings board',
    description: `Jobs (one per leg of a booking; a return journey is two) of the caller's company, or of every company for a platform admin (\`company_id\` narrows). \`view\`: today, upcoming (after today) or past (before today), by the pick-up's London date; \`all\` ignores the date. Today and upcoming run soonest first, past newest first. Keyset pagination: ${JOB_PAGE_SIZE} jobs a page; pass \`next_cursor\` as \`cursor\` for the next one.`,
    success: { description: 'A page of jobs.' },
  },
  operatorJob: {
    tag: TAG,
    summary: 'One job with its whole booking',
    description: 'The job, its leg’s options, the booking (stops, price breakdown, notes, passenger and booker), both legs, the refunds so far with what may still be refunded, and the audit history of the job and its booking (who, when, what), newest first.',
    success: { description: 'The job.' },
    errors: { 404: NOT_FOUND },
  },
  operatorJobAccept: stepDocs('Accept a new job', 'new', true),
  operatorJobAssign: {
    tag: TAG,
    summary: 'Assign (or change) the driver',
    description:
      "Allowed from new (which accepts the job too: `accepted_at` is set and the audit entry says `accepted: true`; the passenger gets the driver's mail, not an acceptance as well), from accepted, and again while driver_assigned. The driver must be one of the job's company, active, and licensed on the pick-up date. A driver already busy then (an hourly hire for its hours, a transfer for 90 minutes from pick-up) is assigned only with `confirm_overlap: true`; without it the 409 lists the overlapping jobs. The passenger is mailed the driver's name, vehicle and registration (not the driver's mobile: the company's number instead).",
    success: { description: 'Assigned.' },
    errorBody: named('AssignDriverErrorResponse', assignDriverErrorSchema, 'A failure; a 409 for a busy driver lists the overlapping jobs.'),
    errors: {
      404: `${NOT_FOUND} Or no such driver in the job's company.`,
      409: 'The job is not new, accepted nor driver_assigned, or the driver has another job then (`overlapping` lists them).',
      422: "The driver is not active, or their private-hire licence expires before the pick-up date.",
    },
  },
  operatorJobOnTheWay: stepDocs('Mark the driver on the way', 'driver_assigned', false, EARLY_START),
  operatorJobArrived: withNote(
    stepDocs('Mark the driver arrived at the pick-up', 'driver_assigned (the driver forgot On the way) or on_the_way', false, EARLY_START),
    ' The traveller is mailed "Your driver has arrived", unless the step is marked more than 30 minutes after the pick-up time (then it is the office catching up, not news: the audit entry says `arrival_mail: false` with `minutes_late`).',
  ),
  operatorJobOnBoard: stepDocs('Mark the passenger on board', 'on_the_way (the driver forgot Arrived) or arrived', false, BEFORE_PICK_UP),
  operatorJobComplete: stepDocs('Complete a job', 'on_the_way, arrived or passenger_on_board', false, BEFORE_PICK_UP),
  operatorJobNoShow: stepDocs('Mark a no-show', 'accepted, driver_assigned, on_the_way or arrived', false, NO_SHOW_WAIT),
  operatorJobCancel: {
    tag: TAG,
    summary: 'Cancel a job, refunding a card payment',
    description:
      "Allowed until the driver has arrived (not once the passenger is on board, nor after completed or no-show), with a reason. `refund_pence` (pence, or 'full' for all that is left) refunds a card-paid booking through the card provider first: if the provider refuses, nothing changes. The cancellation, the refund's record, the audit entries and the passenger's mail are then one transaction. When every leg of a booking is cancelled the booking is too.",
    success: { description: 'Cancelled.' },
    errors: {
      404: NOT_FOUND,
      409: 'The job has finished (or changed meanwhile), or another refund, cancellation or change of its booking is being made at this moment: nothing was refunded or changed.',
      422: 'Nothing to refund (paid in the car, or refunded already), more than is left, or the card provider refused the refund (its words).',
      503: 'The card provider is out of reach: nothing was refunded or changed.',
    },
  },
  operatorBookingRefund: {
    tag: TAG,
    summary: 'Refund part of a card payment without cancelling',
    description: 'Refunds `amount_pence` (or \'full\') of a card-paid booking through the card provider, records it with an audit entry and mails the passenger.',
    success: { description: 'Refunded.' },
    errors: {
      404: "No such booking in the caller's company.",
      409: "Another refund, cancellation or change of the booking is being made at this moment (two tabs, two colleagues, the passenger's own change): this one refunded nothing. One movement of a booking's money at a time, so refunds sent at once never give back more than was paid.",
      422: 'Nothing to refund, more than is left, or the card provider refused the refund.',
      503: 'The card provider is out of reach: nothing was refunded.',
    },
  },
  operatorJobsExport: {
    tag: TAG,
    summary: 'Bookings of a date range as CSV',
    description: `One line per job picked up from \`from\` to \`to\` (London dates, inclusive, at most ${EXPORT_MAX_DAYS} days), soonest first. UTF-8 with a byte-order mark and CRLF line ends so Excel opens it cleanly; cells that a spreadsheet would run as a formula start with a single quote.`,
    success: { description: 'The CSV file.', headers: { 'Content-Disposition': 'attachment; filename="bookings-<from>-to-<to>.csv"' } },
    errors: EXPORT_ERRORS,
  },
  operatorRunSheet: {
    tag: TAG,
    summary: "A day's printable run sheet",
    description: "A page of the day's jobs (cancelled ones left out) in pick-up order: time, passenger, phone, from and to, stops, vehicle, driver, notes, payment. Styled for printing (A4 landscape); it loads and runs nothing.",
    success: { description: 'The page.' },
    errors: EXPORT_ERRORS,
  },
});
