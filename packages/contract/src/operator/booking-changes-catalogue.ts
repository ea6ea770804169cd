/** Staff change a booking (`/api/operator/v1/bookings/{id}/change…`), for the OpenAPI document. */
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { bookingChangePreviewRequestSchema, bookingChangePreviewSchema, bookingChangeRequestSchema, bookingChangeResultSchema } from './booking-changes.js';
import { bookingIdParamsSchema } from './jobs.js';

const TAG = 'Operator bookings' as const;

export const BOOKING_CHANGES_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorPreviewBookingChange: {
    method: 'post',
    path: '/api/operator/v1/bookings/{id}/change/preview',
    auth: 'staff',
    roles: STAFF.all,
    params: bookingIdParamsSchema,
    body: named('BookingChangePreviewRequest', bookingChangePreviewRequestSchema),
    success: { status: 200, body: named('BookingChangePreviewResponse', okResponse(bookingChangePreviewSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
  operatorChangeBooking: {
    method: 'post',
    path: '/api/operator/v1/bookings/{id}/change',
    auth: 'staff',
    roles: STAFF.all,
    params: bookingIdParamsSchema,
    body: named('BookingChangeRequest', bookingChangeRequestSchema),
    success: { status: 200, body: named('BookingChangeResponse', okResponse(bookingChangeResultSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
});

const ERRORS = {
  404: "No such booking or vehicle in the caller's company.",
  409: 'The booking is cancelled, a leg is under way or finished, the booking or its price changed since the preview, or another movement of its money is under way.',
  422: 'Nothing changed, the pickup has passed or is too far ahead, the journey changes its kind, an address or route was not found, the vehicle cannot take the party, or the agreed price is out of bounds.',
  503: 'The address search is unavailable.',
} as const;

export const BOOKING_CHANGES_DOCS = /* @__PURE__ */ defineDocs(BOOKING_CHANGES_OPERATIONS, {
  operatorPreviewBookingChange: {
    tag: TAG,
    summary: 'Price a change of a booking',
    description:
      "Every staff role, for a booking of their own company whose legs are new, accepted or with a driver. The journey (a website form of the booking's kind), vehicle and notes, checked as a staff booking is and priced with the booking's own tariff version (or at an agreed price with a reason: more than £0, at most ten times the tariff's). Nothing is written.",
    success: { description: 'The change in words, the new price and how the difference is settled.' },
    errors: ERRORS,
  },
  operatorChangeBooking: {
    tag: TAG,
    summary: 'Change a booking',
    description:
      "As the preview, with the price it showed (`expected_amount_pence`; another is a 409). One movement of the booking's money: a cheaper change of a card booking is refunded under the booking's lock (never more than is refundable); what is left to pay goes to the driver or, with `payment: 'pay_link'`, is asked by a card pay link mailed to the passenger in the same transaction (a card booking's difference with any earlier one still awaiting, or a car booking's whole new fare); a link asked at the old fare is withdrawn when the fare moves. The booking, its stops, details and jobs are written in one transaction, audited (`job.changed_by_staff`, `booking.price_set`, `booking.refunded`), the passenger is mailed the change with the updated calendar file, and the board hears `job.updated`.",
    success: { description: 'Changed.' },
    errors: ERRORS,
  },
});
