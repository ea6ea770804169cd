/**
 * What staff add to a completed job (`/api/operator/v1/jobs/{id}/extras`): waiting time, parking,
 * extra stops and tolls the passenger owes on top of the fare, and the cash the driver took. The
 * rules and the account (due in the car = fare if paid in the car + charges − cash) are packages/domain's job-extras.ts.
 */
import { z } from 'zod';
import { EXTRA_MAX_PENCE, JOB_EXTRA_KIND_NAMES, WAITING_MAX_MINUTES, formatPounds } from '@kerbside/domain';
import { okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { recordId } from './id-params.js';

export const JOB_EXTRA_KINDS = JOB_EXTRA_KIND_NAMES;
export type JobExtraKind = (typeof JOB_EXTRA_KINDS)[number];

/** For the job page, the receipt and the exports. */
export const JOB_EXTRA_LABELS: Record<JobExtraKind, string> = {
  waiting: 'Waiting time',
  parking: 'Parking',
  extra_stop: 'Extra stop',
  toll: 'Toll',
  cash: 'Cash taken by the driver',
};

/** A note with an entry (the car park, the stop's address, the toll road): one line. */
export const JOB_EXTRA_NOTE_MAX = 200;

const whole = (message: string) => z.number({ error: message }).int(message);
const money = (pence: number) => formatPounds(pence, '£');

/**
 * One entry: `minutes` for waiting (priced by the site's waiting terms), `amount_pence` for the
 * others, each within its kind's bound (domain EXTRA_MAX_PENCE), and an optional one-line note.
 */
export const addJobExtraRequestSchema = lenient(
  z
    .object({
      kind: z.enum(JOB_EXTRA_KINDS, { error: `Choose one of ${JOB_EXTRA_KINDS.join(', ')}` }),
      minutes: whole('Give the minutes waited, a whole number').min(1, 'Give at least 1 minute').max(WAITING_MAX_MINUTES, `At most ${WAITING_MAX_MINUTES} minutes in one entry`).optional(),
      amount_pence: whole('Give the amount in pence, a whole number').min(1, 'Give an amount above 0').optional(),
      note: text(JOB_EXTRA_NOTE_MAX).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.kind === 'waiting') {
        if (body.minutes === undefined) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'Give the minutes waited' });
        if (body.amount_pence !== undefined) ctx.addIssue({ code: 'custom', path: ['amount_pence'], message: 'Waiting is priced by the minute: give the minutes, not an amount' });
        return;
      }
      const max = EXTRA_MAX_PENCE[body.kind];
      if (body.amount_pence === undefined) ctx.addIssue({ code: 'custom', path: ['amount_pence'], message: 'Give the amount in pence' });
      else if (body.amount_pence > max) ctx.addIssue({ code: 'custom', path: ['amount_pence'], message: `At most ${money(max)} in one entry` });
      if (body.minutes !== undefined) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'Only waiting is given in minutes' });
    }),
);
export type AddJobExtraRequest = z.input<typeof addJobExtraRequestSchema>;

export const jobExtraSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  leg: z.enum(['outbound', 'return']),
  kind: z.enum(JOB_EXTRA_KINDS),
  /** Waiting: the minutes waited, and those charged (beyond the free and the booked ones); null for the others. */
  minutes: z.number().int().nullable(),
  charged_minutes: z.number().int().nullable(),
  amount_pence: z.number().int(),
  note: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type JobExtra = z.infer<typeof jobExtraSchema>;

/** The booking's account after its journeys: both legs' entries, what is owed and what was paid. */
export const afterJourneySchema = z.object({
  /** Oldest first. */
  items: z.array(jobExtraSchema),
  /** The booking amount as charged. */
  fare_pence: z.number().int(),
  /** Waiting, parking, extra stops and tolls. */
  charges_pence: z.number().int(),
  /** fare + charges. */
  total_pence: z.number().int(),
  /** Paid (or held) by card after refunds; 0 when paid in the car. */
  card_pence: z.number().int(),
  cash_pence: z.number().int(),
  /** Still to pay in the car: the fare when paid in the car, the charges, less the cash; never below 0. */
  due_pence: z.number().int(),
  /** Whether this job takes entries now (it is completed, and has room for more). */
  can_add: z.boolean(),
  /** The site's waiting terms now, for the form's preview. */
  waiting: z.object({ free_minutes: z.number().int(), pence_per_minute: z.number().int(), booked_minutes: z.number().int() }),
});
export type AfterJourney = z.infer<typeof afterJourneySchema>;

export const addJobExtraResponseSchema = okResponse(z.object({ extra: jobExtraSchema, after_journey: afterJourneySchema }));

/** One entry of one job. */
export const jobExtraParamsSchema = z.object({ id: recordId(), extra_id: recordId() });

export const REMOVE_REASON_MIN = 3;
export const REMOVE_REASON_MAX = 200;

/** Taking a mistaken entry off: why (3 to 200 characters, one line), kept with it and in the audit. */
export const removeJobExtraRequestSchema = lenient(
  z.object({ reason: text(REMOVE_REASON_MAX).min(REMOVE_REASON_MIN, `Give a reason of at least ${REMOVE_REASON_MIN} characters`) }),
);
export type RemoveJobExtraRequest = z.input<typeof removeJobExtraRequestSchema>;

export const JOB_EXTRA_MESSAGES = {
  notCompleted: 'Waiting, parking, extra stops, tolls and cash are added once the job is completed.',
  full: (max: number) => `This job has ${max} entries already, as many as it may.`,
  cashBeyondDue: (dueText: string) => `Only ${dueText} is still due on this booking: record at most that in cash.`,
  nothingDue: 'Nothing is due on this booking: the fare and every extra are paid.',
  removedAlready: 'This entry was removed already.',
  cashBeyondDueAfterRemoval: (cashText: string, dueText: string) =>
    `Without this entry ${dueText} would be due in the car, less than the ${cashText} cash recorded: remove the cash entry first, then record what the driver took.`,
} as const;

/** One line for a job's history and the audit log: 'Parking: £6.50 added (Heathrow T5)', 'Waiting time, 25 minutes (15 charged): £4.50 added'. */
export function jobExtraText(detail: Record<string, unknown>, currency = '£'): string {
  const kind = typeof detail.kind === 'string' && detail.kind in JOB_EXTRA_LABELS ? (detail.kind as JobExtraKind) : null;
  const pence = typeof detail.amount_pence === 'number' ? detail.amount_pence : null;
  const amount = pence === null ? '' : ` ${formatPounds(pence, currency)}`;
  const minutes = typeof detail.minutes === 'number' ? ` ${detail.minutes} minutes${typeof detail.charged_minutes === 'number' ? ` (${detail.charged_minutes} charged)` : ''}` : '';
  const note = typeof detail.note === 'string' && detail.note !== '' ? ` (${detail.note})` : '';
  if (detail.removed === true) {
    const reason = typeof detail.reason === 'string' && detail.reason !== '' ? `: ${detail.reason}` : '';
    return `${kind ? JOB_EXTRA_LABELS[kind] : 'Extra'}${amount} removed${reason}`;
  }
  if (kind === 'cash') return `Cash taken by the driver:${amount} recorded${note}`;
  return `${kind ? JOB_EXTRA_LABELS[kind] : 'Extra'}${minutes ? `,${minutes}` : ''}:${amount} added${note}`;
}
