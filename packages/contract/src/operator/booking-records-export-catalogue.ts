/** The inspection export of booking records (issue 27 §3), for the OpenAPI document. */
import { defineDocs, defineOperations, STAFF } from '../operation.js';
import { RECORDS_EXPORT_MAX_DAYS } from './booking-record.js';
import { jobsExportQuerySchema } from './jobs.js';

const ERRORS = {
  400: `A bad date, \`from\` after \`to\`, more than ${RECORDS_EXPORT_MAX_DAYS} days, control characters, or a platform admin without \`company_id\`.`,
  403: 'Not an owner nor the platform admin (a dispatcher cannot export records).',
  429: "Too many exports from this address or session, or one of this session's is still being prepared; Retry-After says when to try again.",
  503: 'This server is preparing as many exports as it may at once; Retry-After says when to try again.',
};

export const BOOKING_RECORDS_EXPORT_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorBookingRecordsCsv: {
    method: 'get',
    path: '/api/operator/v1/records/export.csv',
    auth: 'staff',
    roles: STAFF.owners,
    query: jobsExportQuerySchema,
    limits: ['exports', 'exportsPerSession'],
    success: { status: 200, text: 'text/csv' },
  },
  operatorBookingRecordsPrint: {
    method: 'get',
    path: '/api/operator/v1/records/print',
    auth: 'staff',
    roles: STAFF.owners,
    query: jobsExportQuerySchema,
    limits: ['exports', 'exportsPerSession'],
    success: { status: 200, html: true },
  },
});

const WHAT =
  `The company's booking records of the legs picked up from \`from\` to \`to\` (London dates, inclusive, at most ${RECORDS_EXPORT_MAX_DAYS} days), one leg per row in pick-up order, cancelled ones included: ` +
  'booked at, journey date and time, passenger, pick-up place, main destination, fare quoted, driver, PHV licence, vehicle registration, PHV plate, sub-contracted to, taken by and how, dispatched by, first and current allocation, and the corrections made once the journey started (the recorded values stay in their columns). ' +
  "The company's name, operator licence number and address head it. Each export is audited (who, range, rows) and counted with the other exports.";

export const BOOKING_RECORDS_EXPORT_DOCS = /* @__PURE__ */ defineDocs(BOOKING_RECORDS_EXPORT_OPERATIONS, {
  operatorBookingRecordsCsv: {
    tag: 'Operator bookings',
    summary: 'Booking records for an inspection, as CSV',
    description: `${WHAT} UTF-8 with a byte-order mark and CRLF; cells a spreadsheet would run as a formula start with a single quote.`,
    success: { description: 'The CSV file.', headers: { 'Content-Disposition': 'attachment; filename="booking-records-<from>-to-<to>.csv"' } },
    errors: ERRORS,
  },
  operatorBookingRecordsPrint: {
    tag: 'Operator bookings',
    summary: 'Booking records for an inspection, as a printable page',
    description: `${WHAT} Styled for printing (A4 landscape); it loads and runs nothing.`,
    success: { description: 'The page.' },
    errors: ERRORS,
  },
});
