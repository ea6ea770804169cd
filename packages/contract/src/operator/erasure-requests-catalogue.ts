/** Passengers' erasure requests, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { createErasureRequestSchema, erasureRequestSchema } from './erasure-requests.js';

const TAG = 'Operator erasure requests' as const;
const ADMINS_ONLY = 'Not a platform admin (a passenger’s erasure is the platform’s), or the CSRF header is missing or wrong.';

export const ERASURE_REQUEST_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListErasureRequests: {
    method: 'get',
    path: '/api/operator/v1/erasure-requests',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    success: { status: 200, body: named('ErasureRequestListResponse', okResponse(z.array(erasureRequestSchema))) },
  },
  operatorCreateErasureRequest: {
    method: 'post',
    path: '/api/operator/v1/erasure-requests',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('ErasureRequestRequest', createErasureRequestSchema),
    success: { status: 201, body: named('ErasureRequestResponse', okResponse(erasureRequestSchema)) },
  },
});

export const ERASURE_REQUEST_DOCS = /* @__PURE__ */ defineDocs(ERASURE_REQUEST_OPERATIONS, {
  operatorListErasureRequests: {
    tag: TAG,
    summary: 'Erasure requests',
    description: 'Platform admins only. Every request, newest first, with what was erased and what is still kept until its retention period ends.',
    success: { description: 'The requests.' },
    errors: { 403: ADMINS_ONLY },
  },
  operatorCreateErasureRequest: {
    tag: TAG,
    summary: 'Erase a passenger',
    description:
      "Platform admins only. Every booking made or travelled on under the email whose last journey is out of its company's retention period is anonymised now (names, contact details, notes, flight numbers; addresses reduced to their postcode district; the money kept), with the passenger's enquiries, callers' records and, once nothing is kept, their account and mails. Bookings still inside the period are kept, as the law asks of an operator, and anonymised by the daily retention task when it ends; the request shows when. Audited.",
    success: { description: 'The request, as applied now.' },
    errors: { 403: ADMINS_ONLY },
  },
});
