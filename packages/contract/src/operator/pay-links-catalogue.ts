/** Card pay links (`/api/operator/v1/bookings/{id}/pay-link`), for the OpenAPI document. */
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { bookingIdParamsSchema } from './jobs.js';
import { sentPayLinkSchema, withdrawnPayLinkSchema } from './pay-links.js';

const TAG = 'Operator bookings' as const;

export const PAY_LINKS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorSendPayLink: {
    method: 'post',
    path: '/api/operator/v1/bookings/{id}/pay-link',
    auth: 'staff',
    roles: STAFF.all,
    params: bookingIdParamsSchema,
    success: { status: 200, body: named('SentPayLinkResponse', okResponse(sentPayLinkSchema)) },
  },
  operatorWithdrawPayLink: {
    method: 'delete',
    path: '/api/operator/v1/bookings/{id}/pay-link',
    auth: 'staff',
    roles: STAFF.all,
    params: bookingIdParamsSchema,
    success: { status: 200, body: named('WithdrawnPayLinkResponse', okResponse(withdrawnPayLinkSchema)) },
  },
});

export const PAY_LINKS_DOCS = /* @__PURE__ */ defineDocs(PAY_LINKS_OPERATIONS, {
  operatorSendPayLink: {
    tag: TAG,
    summary: 'Mail the passenger a card pay link for the fare',
    description:
      "Every staff role, for a confirmed booking of their own company paid in the car, with a booker's email and no leg finished. Under the booking's lock: the booking awaits a card payment of its whole fare (at most one link awaits per booking; sent again, the same link is mailed again; once the fare moved, the old link is withdrawn and a new one asked). The passenger is mailed the booking's manage link to pay. Audited (`booking.pay_link_sent`). Nothing is cancelled if it is never paid: the booking stays confirmed and shows as awaiting payment.",
    success: { description: 'The link awaiting payment, and who was mailed.' },
    errors: {
      404: "No such booking in the caller's company.",
      409: 'The booking is cancelled, paid by card already, a leg is finished, or another movement of its money is under way.',
      422: 'The booking has no email address.',
    },
  },
  operatorWithdrawPayLink: {
    tag: TAG,
    summary: 'Withdraw the card pay link of a booking',
    description:
      "Every staff role, for a booking of their own company awaiting a pay link's payment. Under the booking's lock the link is withdrawn: a payment made with it afterwards is refunded in full, and the booking is paid in the car. Audited (`booking.pay_link_withdrawn`). The passenger is not mailed.",
    success: { description: 'The link withdrawn.' },
    errors: {
      404: "No such booking in the caller's company.",
      409: 'The booking is not awaiting a card payment.',
    },
  },
});
