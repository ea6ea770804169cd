/** Complaints and lost property (issue 27 §6), for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { CASE_EXPORT_MAX_DAYS, caseExportQuerySchema } from './cases.js';
import { complaintListQuerySchema, complaintListSchema, complaintRequestSchema, complaintSchema } from './complaints.js';
import { idParamsSchema } from './id-params.js';
import { lostPropertyListQuerySchema, lostPropertyListSchema, lostPropertyRequestSchema, lostPropertySchema } from './lost-property.js';

const TAG = 'Operator complaints and lost property' as const;
const complaint = named('ComplaintResponse', okResponse(complaintSchema));
const lostItem = named('LostPropertyResponse', okResponse(lostPropertySchema));
const EXPORT_LIMITS: Array<'exports' | 'exportsPerSession'> = ['exports', 'exportsPerSession'];

export const CASES_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorComplaints: { method: 'get', path: '/api/operator/v1/complaints', auth: 'staff', roles: STAFF.all, query: complaintListQuerySchema, success: { status: 200, body: named('ComplaintListResponse', okResponse(complaintListSchema)) } },
  operatorComplaint: { method: 'get', path: '/api/operator/v1/complaints/{id}', auth: 'staff', roles: STAFF.all, params: idParamsSchema, success: { status: 200, body: complaint } },
  operatorCreateComplaint: { method: 'post', path: '/api/operator/v1/complaints', auth: 'staff', roles: STAFF.all, form: true, body: named('ComplaintRequest', complaintRequestSchema), success: { status: 201, body: complaint } },
  operatorUpdateComplaint: { method: 'put', path: '/api/operator/v1/complaints/{id}', auth: 'staff', roles: STAFF.all, form: true, params: idParamsSchema, body: named('ComplaintRequest', complaintRequestSchema), success: { status: 200, body: complaint } },
  operatorComplaintsExport: { method: 'get', path: '/api/operator/v1/complaints/export.csv', auth: 'staff', roles: STAFF.owners, query: caseExportQuerySchema, limits: EXPORT_LIMITS, success: { status: 200, text: 'text/csv' } },
  operatorComplaintsPrint: { method: 'get', path: '/api/operator/v1/complaints/print', auth: 'staff', roles: STAFF.owners, query: caseExportQuerySchema, limits: EXPORT_LIMITS, success: { status: 200, html: true } },
  operatorLostProperty: { method: 'get', path: '/api/operator/v1/lost-property', auth: 'staff', roles: STAFF.all, query: lostPropertyListQuerySchema, success: { status: 200, body: named('LostPropertyListResponse', okResponse(lostPropertyListSchema)) } },
  operatorLostPropertyItem: { method: 'get', path: '/api/operator/v1/lost-property/{id}', auth: 'staff', roles: STAFF.all, params: idParamsSchema, success: { status: 200, body: lostItem } },
  operatorCreateLostProperty: { method: 'post', path: '/api/operator/v1/lost-property', auth: 'staff', roles: STAFF.all, form: true, body: named('LostPropertyRequest', lostPropertyRequestSchema), success: { status: 201, body: lostItem } },
  operatorUpdateLostProperty: { method: 'put', path: '/api/operator/v1/lost-property/{id}', auth: 'staff', roles: STAFF.all, form: true, params: idParamsSchema, body: named('LostPropertyRequest', lostPropertyRequestSchema), success: { status: 200, body: lostItem } },
  operatorLostPropertyExport: { method: 'get', path: '/api/operator/v1/lost-property/export.csv', auth: 'staff', roles: STAFF.owners, query: caseExportQuerySchema, limits: EXPORT_LIMITS, success: { status: 200, text: 'text/csv' } },
  operatorLostPropertyPrint: { method: 'get', path: '/api/operator/v1/lost-property/print', auth: 'staff', roles: STAFF.owners, query: caseExportQuerySchema, limits: EXPORT_LIMITS, success: { status: 200, html: true } },
});

const NOT_FOUND = "No such record in the caller's company (another company's is not found either).";
const FORM_ERRORS = { 400: 'A field is missing or wrong (each named in `fields`), or the booking number is not one of the company’s bookings.', 404: "The driver or the company is not the caller's." };
const EXPORT_ERRORS = {
  400: `The start date is after the end date, or the range is longer than ${CASE_EXPORT_MAX_DAYS} days.`,
  403: 'Not an owner or a platform admin (dispatchers record and edit, but do not export), or the CSRF header is missing or wrong.',
  429: 'Too many exports from this address or this session (counted with the bookings CSV and run sheets); Retry-After says when to try again.',
};
const EXPORTED = 'Audited (who, which dates, how many records).';

export const CASES_DOCS = /* @__PURE__ */ defineDocs(CASES_OPERATIONS, {
  operatorComplaints: { tag: TAG, summary: 'Complaints', description: 'Every staff role. The company’s complaints, newest received first, 50 a page; `status`, and `from`/`to` (London dates of receipt, inclusive) narrow them.', success: { description: 'A page of complaints and how many match.' } },
  operatorComplaint: { tag: TAG, summary: 'A complaint', description: 'Every staff role.', success: { description: 'The complaint.' }, errors: { 404: NOT_FOUND } },
  operatorCreateComplaint: { tag: TAG, summary: 'Record a complaint', description: 'Every staff role (the office takes complaints on the phone). A booking is linked by its number and a driver by id, both of the company. Audited.', success: { description: 'Recorded.' }, errors: FORM_ERRORS },
  operatorUpdateComplaint: { tag: TAG, summary: 'Change a complaint', description: 'Every staff role. The whole form again; the audit entry keeps each changed field as it was and as it is.', success: { description: 'The complaint as now.' }, errors: { ...FORM_ERRORS, 404: NOT_FOUND } },
  operatorComplaintsExport: { tag: TAG, summary: 'Complaints as CSV', description: `Owners and platform admins. Complaints received from \`from\` to \`to\` (at most ${CASE_EXPORT_MAX_DAYS} days), UTF-8 with a byte-order mark, CRLF, formulas neutralised. ${EXPORTED}`, success: { description: 'The CSV file.' }, errors: EXPORT_ERRORS },
  operatorComplaintsPrint: { tag: TAG, summary: 'Complaints as a printable page', description: `Owners and platform admins. The same records as the CSV, for printing. ${EXPORTED}`, success: { description: 'The page.' }, errors: EXPORT_ERRORS },
  operatorLostProperty: { tag: TAG, summary: 'Lost property', description: 'Every staff role. Items found and items reported lost, newest first, 50 a page; `kind`, `status` and `from`/`to` (the day found or reported) narrow them.', success: { description: 'A page of items and how many match.' } },
  operatorLostPropertyItem: { tag: TAG, summary: 'A lost-property record', description: 'Every staff role.', success: { description: 'The record.' }, errors: { 404: NOT_FOUND } },
  operatorCreateLostProperty: { tag: TAG, summary: 'Record an item found or reported lost', description: 'Every staff role. Audited.', success: { description: 'Recorded.' }, errors: FORM_ERRORS },
  operatorUpdateLostProperty: { tag: TAG, summary: 'Change a lost-property record', description: 'Every staff role. The whole form again; audited field by field.', success: { description: 'The record as now.' }, errors: { ...FORM_ERRORS, 404: NOT_FOUND } },
  operatorLostPropertyExport: { tag: TAG, summary: 'Lost property as CSV', description: `Owners and platform admins. Items found or reported from \`from\` to \`to\`. ${EXPORTED}`, success: { description: 'The CSV file.' }, errors: EXPORT_ERRORS },
  operatorLostPropertyPrint: { tag: TAG, summary: 'Lost property as a printable page', description: `Owners and platform admins. ${EXPORTED}`, success: { description: 'The page.' }, errors: EXPORT_ERRORS },
});
