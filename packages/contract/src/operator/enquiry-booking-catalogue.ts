/** Taking a quote request and turning it into a booking (issue 24 §3), for the OpenAPI document. */
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { deskBookingSchema } from './bookings-desk.js';
import { enquiryDetailSchema } from './enquiries.js';
import { enquiryBookingRequestSchema, quoteRequestParamsSchema } from './enquiry-booking.js';

const TAG = 'Operator enquiries' as const;
const NOT_FOUND = "No such quote request in the caller's scope: another company's, or one not offered to the caller's company.";

export const ENQUIRY_BOOKING_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorTakeQuoteRequest: {
    method: 'post',
    path: '/api/operator/v1/enquiries/quote/{id}/take',
    auth: 'staff',
    roles: STAFF.all,
    params: quoteRequestParamsSchema,
    success: { status: 200, body: named('TakenQuoteRequestResponse', okResponse(enquiryDetailSchema)) },
  },
  operatorBookQuoteRequest: {
    method: 'post',
    path: '/api/operator/v1/enquiries/quote/{id}/book',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    params: quoteRequestParamsSchema,
    body: named('QuoteRequestBookingRequest', enquiryBookingRequestSchema),
    success: { status: 201, body: named('QuoteRequestBookingResponse', okResponse(deskBookingSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
});

export const ENQUIRY_BOOKING_DOCS = /* @__PURE__ */ defineDocs(ENQUIRY_BOOKING_OPERATIONS, {
  operatorTakeQuoteRequest: {
    tag: TAG,
    summary: 'Take a quote request for the company',
    description:
      "A company's staff, for a request offered to their company (every company whose published tariff prices the request's journey is offered it). The first company to take it owns it; two taking at once, exactly one wins. Audited (`enquiry.taken`).",
    success: { description: "The request, now the company's." },
    errors: {
      403: 'A platform admin (they give a request to a company with Assign).',
      404: NOT_FOUND,
      409: 'Already taken: by another company, or by the caller’s own.',
    },
  },
  operatorBookQuoteRequest: {
    tag: TAG,
    summary: 'Turn a quote request into a booking',
    description:
      "The company that took the request (a platform admin: the request's company) books it in one step, through the bookings desk: the journey priced with the company's newest published tariff for the chosen vehicle, or an agreed price with a reason in (£0, 10 × the tariff's price]; the requester is the caller and gets the confirmation mail with the manage link and the calendar file. Paid in the car, or by a card pay link mailed after the confirmation (`payment: 'pay_link'`; the requester needs an email). The request is closed and names the booking. One booking per request: the same request booked again with the same journey answers the same booking.",
    success: { description: 'The booking made.' },
    errors: {
      404: NOT_FOUND,
      409: 'The request is not yet taken by the caller’s company, has already become a booking, or its requester is marked do not book.',
      422: 'The journey is not priced, the vehicle cannot take the party, the pickup has passed, or the agreed price is out of bounds.',
    },
  },
});
