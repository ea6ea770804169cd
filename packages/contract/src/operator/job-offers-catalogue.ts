/** Staff offer a job to a driver, read the job's offer, and withdraw an open one (issue 25 §3). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { assignDriverErrorSchema, jobIdParamsSchema } from './jobs.js';
import { jobOfferResponseSchema, offerJobRequestSchema } from './job-offers.js';

const TAG = 'Operator bookings' as const;
const NOT_FOUND = "No such job in the caller's company (another company's job is not found either).";
const offerResponse = named('JobOfferResponse', jobOfferResponseSchema);

export const JOB_OFFERS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorJobOffer: {
    method: 'get',
    path: '/api/operator/v1/jobs/{id}/offer',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: offerResponse },
  },
  operatorOfferJob: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/offer',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    body: named('OfferJobRequest', offerJobRequestSchema),
    success: { status: 200, body: offerResponse },
  },
  operatorWithdrawOffer: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/offer/withdraw',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: offerResponse },
  },
});

export const JOB_OFFERS_DOCS = /* @__PURE__ */ defineDocs(JOB_OFFERS_OPERATIONS, {
  operatorJobOffer: {
    tag: TAG,
    summary: "The job's offer to a driver",
    description:
      'The open offer, else the last offer closed since the job was last assigned (declined, timed out or withdrawn), else null. An offer past its `expires_at` is shown as `timed_out` even before it is closed.',
    success: { description: 'The offer, or null.' },
    errors: { 404: NOT_FOUND },
  },
  operatorOfferJob: {
    tag: TAG,
    summary: 'Offer the job to a driver',
    description:
      "Offers a job that is new or accepted and has no driver to one driver of its company, for the company's offer time (`offer_seconds`, 60 by default). The driver must be active and licensed on the pick-up date; a driver busy then is offered the job only with `confirm_overlap: true` (the 409 lists the overlapping jobs), as for Assign driver. The driver accepts (the job is assigned to them) or declines on the driver app; no answer by `expires_at` times the offer out.",
    success: { description: 'Offered.' },
    errorBody: named('AssignDriverErrorResponse', assignDriverErrorSchema, 'A failure; a 409 for a busy driver lists the overlapping jobs.'),
    errors: {
      404: `${NOT_FOUND} Or no such driver in the job's company.`,
      409: 'The job has a driver, is past accepted, is offered already, or the driver has another job then (`overlapping` lists them).',
      422: 'The driver is not active, or their private-hire licence expires before the pick-up date.',
    },
  },
  operatorWithdrawOffer: {
    tag: TAG,
    summary: "Withdraw the job's open offer",
    description: 'Closes the open offer as withdrawn: the driver can no longer accept it.',
    success: { description: 'Withdrawn; the closed offer.' },
    errors: { 404: NOT_FOUND, 409: 'The job has no open offer.' },
  },
});
