/** Adding to a completed job (`/api/operator/v1/jobs/{id}/extras`), for the OpenAPI document. */
import { EXTRA_MAX_PENCE, JOB_EXTRAS_MAX, WAITING_MAX_MINUTES } from '@kerbside/domain';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { addJobExtraRequestSchema, addJobExtraResponseSchema, jobExtraParamsSchema, removeJobExtraRequestSchema } from './job-extras.js';
import { jobIdParamsSchema } from './jobs.js';

const pounds = (pence: number) => `£${pence / 100}`;
const extraResponse = named('JobExtraResponse', addJobExtraResponseSchema, "The entry, and the booking's account after the change.");

export const JOB_EXTRAS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorJobAddExtra: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/extras',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    params: jobIdParamsSchema,
    body: named('AddJobExtraRequest', addJobExtraRequestSchema, 'One entry: `minutes` for waiting, `amount_pence` for the others, and an optional note.'),
    success: { status: 200, body: extraResponse },
  },
  operatorJobRemoveExtra: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/extras/{extra_id}/remove',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    params: jobExtraParamsSchema,
    body: named('RemoveJobExtraRequest', removeJobExtraRequestSchema, 'Why the entry is taken off.'),
    success: { status: 200, body: extraResponse },
  },
});

export const JOB_EXTRAS_DOCS = /* @__PURE__ */ defineDocs(JOB_EXTRAS_OPERATIONS, {
  operatorJobAddExtra: {
    tag: 'Operator bookings',
    summary: 'Add waiting, parking, an extra stop, a toll or the cash taken to a completed job',
    description:
      `A completed job only. \`waiting\`: minutes waited (1 to ${WAITING_MAX_MINUTES}), charged beyond the site's free waiting minutes (WAITING_FREE_MINUTES) and the waiting the booking paid for, at WAITING_PRICE_PER_MINUTE, both as they are when recorded. ` +
      `\`parking\`, \`toll\`, \`extra_stop\`: pence (at most ${pounds(EXTRA_MAX_PENCE.parking)}, ${pounds(EXTRA_MAX_PENCE.toll)} and ${pounds(EXTRA_MAX_PENCE.extra_stop)} an entry): owed by the passenger on top of the fare, never taken from the card. ` +
      `\`cash\`: pence the driver took in the car (at most ${pounds(EXTRA_MAX_PENCE.cash)} an entry, and never more than is still due in the car: the fare when paid in the car, plus the charges, less the cash already taken). ` +
      `At most ${JOB_EXTRAS_MAX} entries a job. Under the booking's lock, as every movement of its money: while a refund, cancellation or change of the booking is being made the answer is a 409, and entries sent at once are each counted (cash sent at once never exceeds what is due). Each entry has an audit entry; the receipt, the job page, the CSV and the run sheet show it; a \`job.updated\` live event follows.`,
    success: { description: 'Recorded.' },
    errors: {
      400: 'No such kind, minutes for an amount or the other way round, a number out of its bounds, or a note that is too long or has control characters.',
      404: "No such job in the caller's company (another company's job is not found either).",
      409: "The job is not completed, has as many entries as it may, or another movement of the booking's money is being made at this moment.",
      422: 'Cash beyond what is still due.',
    },
  },
  operatorJobRemoveExtra: {
    tag: 'Operator bookings',
    summary: 'Take a mistaken entry off a job',
    description:
      "The entry stops counting (the job page, the receipt, the CSV and the run sheet leave it out) but stays on record with when, by whom and why, and an audit entry. Under the booking's lock, as adding. A charge whose removal would leave less due in the car than the cash recorded is refused: remove the cash entry first.",
    success: { description: 'Removed.' },
    errors: {
      400: 'No reason, or one shorter than 3 or longer than 200 characters, or with control characters; a bad id.',
      404: "No such job in the caller's company, or no such entry of that job.",
      409: "The entry was removed already, or another movement of the booking's money is being made at this moment.",
      422: 'The cash recorded would be more than is due without this charge.',
    },
  },
});
