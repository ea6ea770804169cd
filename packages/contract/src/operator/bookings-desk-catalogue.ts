/** The bookings desk's operations (`/api/operator/v1/callers…`, `/bookings-desk/…`), for the OpenAPI document. */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import {
  callerLookupQuerySchema,
  callerSchema,
  callerUpdateRequestSchema,
  deskBookingRequestSchema,
  deskBookingSchema,
  deskPriceRequestSchema,
  deskPricesSchema,
} from './bookings-desk.js';
import { idParamsSchema } from './id-params.js';

const TAG = 'Operator bookings desk' as const;
const caller = named('CallerResponse', okResponse(callerSchema));

export const BOOKINGS_DESK_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorFindCallers: {
    method: 'get',
    path: '/api/operator/v1/callers',
    auth: 'staff',
    roles: STAFF.all,
    query: callerLookupQuerySchema,
    success: { status: 200, body: named('CallerListResponse', okResponse(z.array(callerSchema))) },
    limits: ['callerSearchPerSession'],
  },
  operatorUpdateCaller: {
    method: 'put',
    path: '/api/operator/v1/callers/{id}',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    params: idParamsSchema,
    body: named('CallerUpdateRequest', callerUpdateRequestSchema),
    success: { status: 200, body: caller },
  },
  operatorDeskPrices: {
    method: 'post',
    path: '/api/operator/v1/bookings-desk/prices',
    auth: 'staff',
    roles: STAFF.all,
    body: named('DeskPriceRequest', deskPriceRequestSchema),
    success: { status: 200, body: named('DeskPricesResponse', okResponse(deskPricesSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
  operatorDeskCreateBooking: {
    method: 'post',
    path: '/api/operator/v1/bookings-desk/bookings',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    body: named('DeskBookingRequest', deskBookingRequestSchema),
    success: { status: 201, body: named('DeskBookingResponse', okResponse(deskBookingSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
});

export const BOOKINGS_DESK_DOCS = /* @__PURE__ */ defineDocs(BOOKINGS_DESK_OPERATIONS, {
  operatorFindCallers: {
    tag: TAG,
    summary: 'Find callers',
    description:
      "Every staff role, in their own company (a platform admin: every company, or `company_id`). `q` is the start of a phone number (any UK way of writing it: 07700 9…, +44 7700 9…), of an email, or of a word of the name. At most 8 callers, the most recent first, each with their 5 latest journeys (the form each was booked with, to repeat or reverse).",
    success: { description: 'The callers found (none is an empty list).' },
  },
  operatorUpdateCaller: {
    tag: TAG,
    summary: "Change a caller's notes and do-not-book flag",
    description: 'Every staff role, for a caller of their own company. Audited (`caller.updated`).',
    success: { description: 'The caller as now.' },
    errors: { 404: "No such caller in the caller's company." },
  },
  operatorDeskPrices: {
    tag: TAG,
    summary: "Price a journey with the company's vehicles",
    description:
      "Every staff role. The journey of a website form, resolved and routed as the website's quote is, priced with the company's newest published tariff for each of its active vehicles (never another company's). Any pickup from now on (`asap`: now plus ASAP_LEAD_MINUTES); not the website's booking notice.",
    success: { description: 'The vehicles and their prices.' },
    errors: { 404: 'No such company in reach.', 422: 'An address was not found, the pickup has passed, or no route was found.', 503: 'The address search is unavailable.' },
  },
  operatorDeskCreateBooking: {
    tag: TAG,
    summary: 'Book a caller',
    description:
      "Every staff role, with their own company's vehicle. Checked as a website booking is (text, sizes, the pickup not past, the vehicle takes the party), priced with the company's tariff, or at an agreed price with a reason (more than £0, at most ten times the tariff's price; audited `booking.price_set`). Stored like a website booking: the caller is recorded, the passenger gets the confirmation with the manage link and the calendar file, and the board hears `job.created`. Audited `booking.taken_by_staff`. The same `idempotency_key` again answers the booking it made.",
    success: { description: 'Booked.' },
    errors: {
      404: 'No such company or vehicle in reach.',
      409: 'The caller is marked do not book, or the key was used for another booking.',
      422: 'The pickup has passed or is too far ahead, an address or route was not found, the vehicle cannot take the party, or the agreed price is out of bounds.',
      503: 'The address search is unavailable.',
    },
  },
});
