/** The enquiries inbox of the operator API, for the OpenAPI document (spread into OPERATOR_OPERATIONS). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import {
  enquiryAssignRequestSchema,
  enquiryDetailSchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryParamsSchema,
  enquiryReplyRequestSchema,
  enquiryStatusRequestSchema,
} from './enquiries.js';


const detailResponse = named('EnquiryDetailResponse', okResponse(enquiryDetailSchema), 'One enquiry: every field of its form, its company and its thread of replies.');
const NOT_FOUND = "No such enquiry in the caller's scope (another company's enquiry answers the same).";
const SCOPE =
  "A company's staff see their company's enquiries only; a platform admin sees every company's and those still in the platform's inbox (no company).";

export const ENQUIRY_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListEnquiries: {
    method: 'get',
    path: '/api/operator/v1/enquiries',
    auth: 'staff',
    roles: STAFF.all,
    query: enquiryListQuerySchema,
    success: { status: 200, body: named('EnquiryListResponse', okResponse(enquiryListSchema)) },
  },
  operatorGetEnquiry: {
    method: 'get',
    path: '/api/operator/v1/enquiries/{kind}/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: enquiryParamsSchema,
    success: { status: 200, body: detailResponse },
  },
  operatorReplyToEnquiry: {
    method: 'post',
    path: '/api/operator/v1/enquiries/{kind}/{id}/reply',
    auth: 'staff',
    roles: STAFF.all,
    params: enquiryParamsSchema,
    body: named('EnquiryReplyRequest', enquiryReplyRequestSchema),
    success: { status: 200, body: detailResponse },
  },
  operatorSetEnquiryStatus: {
    method: 'post',
    path: '/api/operator/v1/enquiries/{kind}/{id}/status',
    auth: 'staff',
    roles: STAFF.all,
    params: enquiryParamsSchema,
    body: named('EnquiryStatusRequest', enquiryStatusRequestSchema),
    success: { status: 200, body: detailResponse },
  },
  operatorAssignEnquiry: {
    method: 'post',
    path: '/api/operator/v1/enquiries/{kind}/{id}/assign',
    auth: 'staff',
    roles: STAFF.all,
    params: enquiryParamsSchema,
    body: named('EnquiryAssignRequest', enquiryAssignRequestSchema),
    success: { status: 200, body: detailResponse },
  },
});

export const ENQUIRY_DOCS = /* @__PURE__ */ defineDocs(ENQUIRY_OPERATIONS, {
  operatorListEnquiries: {
    tag: 'Operator enquiries',
    summary: 'Quote requests and Contact Us messages',
    description: `Both kinds in one list, newest first, 50 a page, with the number of replies sent. ${SCOPE} A platform admin may narrow the list with \`company_id\` (\`none\`: the platform's inbox).`,
    success: { description: 'A page of enquiries.' },
  },
  operatorGetEnquiry: {
    tag: 'Operator enquiries',
    summary: 'One enquiry with its thread',
    description: `Every field of the form the visitor sent, and the replies sent from the console (oldest first) with the delivery status of each reply's mail. ${SCOPE}`,
    success: { description: 'The enquiry.' },
    errors: { 404: NOT_FOUND },
  },
  operatorReplyToEnquiry: {
    tag: 'Operator enquiries',
    summary: 'Reply by mail',
    description:
      "Keeps the reply in the enquiry's thread and mails it, with the original enquiry quoted below, to the address the visitor gave, under the company's name and with replies going to the company's email; the enquiry becomes `replied`. One transaction with its audit entry.",
    success: { description: 'Sent to the outbox; the enquiry with its thread.' },
    errors: { 404: NOT_FOUND, 409: 'The enquiry gave no email address.' },
  },
  operatorSetEnquiryStatus: {
    tag: 'Operator enquiries',
    summary: 'Mark new, replied or closed',
    description: 'Sets the status, with an audit entry when it changes.',
    success: { description: 'The enquiry.' },
    errors: { 404: NOT_FOUND },
  },
  operatorAssignEnquiry: {
    tag: 'Operator enquiries',
    summary: 'Give an enquiry to a company',
    description: "Platform admins only: moves an enquiry to an active company (or, with `company_id: null`, back to the platform's inbox), with an audit entry.",
    success: { description: 'The enquiry.' },
    errors: { 403: 'Not a platform admin (or no valid CSRF token).', 404: 'No such enquiry.', 422: 'No active company has that id.' },
  },
});
