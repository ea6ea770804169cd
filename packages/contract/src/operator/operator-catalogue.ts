/**
 * The operator console's API (`/api/operator/v1`), operation by operation: part of the OpenAPI
 * document like the website's (api-catalogue.ts lists these after its own).
 */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { messageResponseSchema } from '../api-responses.js';
import { staffSessionResponseSchema, staffSignInRequestSchema } from './session.js';
import { STAFF_DOCS, STAFF_OPERATIONS } from './staff-catalogue.js';
import { DRIVER_DOCS, DRIVER_OPERATIONS } from './drivers-catalogue.js';
import { ENQUIRY_DOCS, ENQUIRY_OPERATIONS } from './enquiries-catalogue.js';
import { MAIL_DOCS, MAIL_OPERATIONS } from './mail-catalogue.js';
import { TEXT_DOCS, TEXT_OPERATIONS } from './texts-catalogue.js';
import { JOBS_DOCS, JOBS_OPERATIONS } from './jobs-catalogue.js';
import { JOB_EXTRAS_DOCS, JOB_EXTRAS_OPERATIONS } from './job-extras-catalogue.js';
import { BOOKING_RECORD_DOCS, BOOKING_RECORD_OPERATIONS } from './booking-record-catalogue.js';
import { BOOKING_RECORDS_EXPORT_DOCS, BOOKING_RECORDS_EXPORT_OPERATIONS } from './booking-records-export-catalogue.js';
import { JOB_OFFERS_DOCS, JOB_OFFERS_OPERATIONS } from './job-offers-catalogue.js';
import { ATTENTION_DOCS, ATTENTION_OPERATIONS } from './attention.js';
import { TARIFF_DOCS, TARIFF_OPERATIONS } from './tariffs-catalogue.js';
import { FLEET_DOCS, FLEET_OPERATIONS } from './fleet-catalogue.js';
import { SETTINGS_DOCS, SETTINGS_OPERATIONS } from './settings-catalogue.js';
import { COMPANY_DOCS, COMPANY_OPERATIONS } from './companies-catalogue.js';
import { ERASURE_REQUEST_DOCS, ERASURE_REQUEST_OPERATIONS } from './erasure-requests-catalogue.js';
import { NOTIFICATION_SETTINGS_DOCS, NOTIFICATION_SETTINGS_OPERATIONS } from './notification-settings-catalogue.js';
import { PLACES_DOCS, PLACES_OPERATIONS } from './places-catalogue.js';
import { BOOKINGS_DESK_DOCS, BOOKINGS_DESK_OPERATIONS } from './bookings-desk-catalogue.js';
import { ENQUIRY_BOOKING_DOCS, ENQUIRY_BOOKING_OPERATIONS } from './enquiry-booking-catalogue.js';
import { BOOKING_CHANGES_DOCS, BOOKING_CHANGES_OPERATIONS } from './booking-changes-catalogue.js';
import { PAY_LINKS_DOCS, PAY_LINKS_OPERATIONS } from './pay-links-catalogue.js';
import { DRIVER_SESSIONS_DOCS, DRIVER_SESSIONS_OPERATIONS } from './driver-sessions-catalogue.js';
import { DRIVER_MAP_DOCS, DRIVER_MAP_OPERATIONS } from './driver-map-catalogue.js';
import { CASES_DOCS, CASES_OPERATIONS } from './cases-catalogue.js';


const sessionResponse = named('StaffSessionResponse', staffSessionResponseSchema);

export const SESSION_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorSignIn: {
    method: 'post',
    path: '/api/operator/v1/session',
    auth: 'none',
    body: named('StaffSignInRequest', staffSignInRequestSchema),
    success: { status: 200, body: sessionResponse },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  operatorSession: {
    method: 'get',
    path: '/api/operator/v1/session',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: sessionResponse },
  },
  operatorSignOut: {
    method: 'delete',
    path: '/api/operator/v1/session',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
  },
});

export const SESSION_DOCS = /* @__PURE__ */ defineDocs(SESSION_OPERATIONS, {
  operatorSignIn: {
    tag: 'Operator session',
    summary: 'Sign in to the console',
    description:
      'Checks the email and password of a staff member and sets the `kb_staff` cookie (HttpOnly, SameSite=Strict, path `/api/operator`, 12 hours; Secure in production). The answer carries the `csrf_token` every later change sends in `x-csrf-token`. Demo logins of the README sign in only from a browser on the machine the site runs on, never in production.',
    success: { description: 'Signed in.', headers: { 'Set-Cookie': 'The session cookie `kb_staff`.' } },
    errors: { 401: 'Wrong email or password.', 403: 'A demo login, used from another machine or in production.' },
  },
  operatorSession: {
    tag: 'Operator session',
    summary: 'Who is signed in',
    description: 'The staff member of the session cookie, their company, and the CSRF token of the session (the same for every tab).',
    success: { description: 'The session.' },
  },
  operatorSignOut: {
    tag: 'Operator session',
    summary: 'Sign out',
    description: 'Revokes the session and clears the cookie.',
    success: { description: 'Signed out.' },
  },
});

export const EVENTS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorEvents: {
    method: 'get',
    path: '/api/operator/v1/events',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, text: 'text/event-stream' },
  },
});

export const EVENTS_DOCS = /* @__PURE__ */ defineDocs(EVENTS_OPERATIONS, {
  operatorEvents: {
    tag: 'Operator live events',
    summary: 'Live events of the board',
    description:
      "Server-sent events (`text/event-stream`), one per change of the caller's companies: `job.created` (a booking was made; its jobs' ids) and `job.updated` (a job changed). The data is JSON `{ type, company_id, job_ids, rows }`: `rows` are the changed jobs as rows of the board's list (GET /jobs), read once per event after the change committed, only of the caller's companies; fewer rows than ids mean the board should refetch. Ids are not replayed: a board refetches what it shows when its stream (re)connects. Signing out or being deactivated ends the session's streams at once; otherwise a stream ends after 15 minutes (or when the session expires) and the browser reconnects. A comment line comes every 20 s. Each API instance serves at most 4 streams per session and 10 per client address; when it is full, a company below its fair share of the instance's 1,000 streams takes the place of the oldest stream of the company holding the most.",
    success: { description: 'The stream.' },
    errors: {
      429: 'This session (4) or this address (10) has as many streams open as it may: close a board in another tab.',
      503: "This server has too many open streams and the caller's company holds its share; the browser retries (Retry-After).",
    },
  },
});

/** Built in a function marked pure, so a bundle that imports one area leaves the others out (a bare spread is kept as a possible side effect). */
export const OPERATOR_OPERATIONS = /* @__PURE__ */ (() => ({
  ...SESSION_OPERATIONS,
  ...EVENTS_OPERATIONS,
  ...JOBS_OPERATIONS,
  ...JOB_EXTRAS_OPERATIONS,
  ...BOOKING_RECORD_OPERATIONS,
  ...BOOKING_RECORDS_EXPORT_OPERATIONS,
  ...JOB_OFFERS_OPERATIONS,
  ...ATTENTION_OPERATIONS,
  ...STAFF_OPERATIONS,
  ...DRIVER_OPERATIONS,
  ...DRIVER_SESSIONS_OPERATIONS,
  ...DRIVER_MAP_OPERATIONS,
  ...ENQUIRY_OPERATIONS,
  ...MAIL_OPERATIONS,
  ...TEXT_OPERATIONS,
  ...TARIFF_OPERATIONS,
  ...FLEET_OPERATIONS,
  ...SETTINGS_OPERATIONS,
  ...COMPANY_OPERATIONS,
  ...NOTIFICATION_SETTINGS_OPERATIONS,
  ...PLACES_OPERATIONS,
  ...BOOKINGS_DESK_OPERATIONS,
  ...ENQUIRY_BOOKING_OPERATIONS,
  ...BOOKING_CHANGES_OPERATIONS,
  ...PAY_LINKS_OPERATIONS,
  ...CASES_OPERATIONS,
  ...ERASURE_REQUEST_OPERATIONS,
}))();

/** The docs of every operation of the console's API, for the document. */
export const OPERATOR_DOCS = /* @__PURE__ */ (() => ({
  ...SESSION_DOCS,
  ...EVENTS_DOCS,
  ...JOBS_DOCS,
  ...JOB_EXTRAS_DOCS,
  ...BOOKING_RECORD_DOCS,
  ...BOOKING_RECORDS_EXPORT_DOCS,
  ...JOB_OFFERS_DOCS,
  ...ATTENTION_DOCS,
  ...STAFF_DOCS,
  ...DRIVER_DOCS,
  ...DRIVER_SESSIONS_DOCS,
  ...DRIVER_MAP_DOCS,
  ...ENQUIRY_DOCS,
  ...MAIL_DOCS,
  ...TEXT_DOCS,
  ...TARIFF_DOCS,
  ...FLEET_DOCS,
  ...SETTINGS_DOCS,
  ...COMPANY_DOCS,
  ...NOTIFICATION_SETTINGS_DOCS,
  ...PLACES_DOCS,
  ...BOOKINGS_DESK_DOCS,
  ...ENQUIRY_BOOKING_DOCS,
  ...BOOKING_CHANGES_DOCS,
  ...PAY_LINKS_DOCS,
  ...CASES_DOCS,
  ...ERASURE_REQUEST_DOCS,
}))();
