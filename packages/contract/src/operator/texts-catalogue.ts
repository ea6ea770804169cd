/** The text messages of the operator API (Messages page), for the OpenAPI document (spread into OPERATOR_OPERATIONS). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { textDetailSchema, textListQuerySchema, textListSchema, textParamsSchema } from './texts.js';

const detailResponse = named('TextDetailResponse', okResponse(textDetailSchema), 'One text message with its body.');
const NOT_FOUND = "No such text in the caller's scope (another company's answers the same).";

export const TEXT_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListTexts: {
    method: 'get',
    path: '/api/operator/v1/texts',
    auth: 'staff',
    roles: STAFF.all,
    query: textListQuerySchema,
    success: { status: 200, body: named('TextListResponse', okResponse(textListSchema)) },
  },
  operatorGetText: {
    method: 'get',
    path: '/api/operator/v1/texts/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: textParamsSchema,
    success: { status: 200, body: detailResponse },
  },
  operatorRetryText: {
    method: 'post',
    path: '/api/operator/v1/texts/{id}/retry',
    auth: 'staff',
    roles: STAFF.all,
    params: textParamsSchema,
    success: { status: 200, body: detailResponse },
  },
});

export const TEXT_DOCS = /* @__PURE__ */ defineDocs(TEXT_OPERATIONS, {
  operatorListTexts: {
    tag: 'Operator mail',
    summary: "The company's text messages",
    description:
      "Every text of the company, newest first, 50 a page: its status, tries, segments and encoding, and the last error. A platform admin sees every company's and may narrow with `company_id`. `q` searches the numbers, never the bodies.",
    success: { description: 'A page of texts.' },
  },
  operatorGetText: {
    tag: 'Operator mail',
    summary: 'One text with its body',
    description:
      "The text, its body (texts hold no sign-in codes; the tokens of their manage and tracking links are cut, so reading them never hands the links on), Twilio's latest status and the last error.",
    success: { description: 'The text.' },
    errors: { 404: NOT_FOUND },
  },
  operatorRetryText: {
    tag: 'Operator mail',
    summary: 'Retry a failed text',
    description: 'A failed text goes back to the outbox, its tries counted afresh, to be tried once more at once (within the sender\'s next poll). Audited.',
    success: { description: 'Queued again; the text.' },
    errors: { 404: NOT_FOUND, 409: 'The text is not failed.' },
  },
});
