/** The mail outbox of the operator API, for the OpenAPI document (spread into OPERATOR_OPERATIONS). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { mailDetailSchema, mailListQuerySchema, mailListSchema, mailParamsSchema } from './mail.js';


const detailResponse = named('MailDetailResponse', okResponse(mailDetailSchema), 'One mail of the outbox with its plain-text body (unless withheld).');
const NOT_FOUND = "No such mail in the caller's scope (another company's mail, or the platform's own, answers the same).";

export const MAIL_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListMail: {
    method: 'get',
    path: '/api/operator/v1/mail',
    auth: 'staff',
    roles: STAFF.all,
    query: mailListQuerySchema,
    success: { status: 200, body: named('MailListResponse', okResponse(mailListSchema)) },
  },
  operatorGetMail: {
    method: 'get',
    path: '/api/operator/v1/mail/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: mailParamsSchema,
    success: { status: 200, body: detailResponse },
  },
  operatorRetryMail: {
    method: 'post',
    path: '/api/operator/v1/mail/{id}/retry',
    auth: 'staff',
    roles: STAFF.all,
    params: mailParamsSchema,
    success: { status: 200, body: detailResponse },
  },
});

export const MAIL_DOCS = /* @__PURE__ */ defineDocs(MAIL_OPERATIONS, {
  operatorListMail: {
    tag: 'Operator mail',
    summary: "The company's outbox",
    description:
      "Every mail of the company, newest first, 50 a page: its status, tries and the mail server's last error. A platform admin sees every company's mail and the platform's own (password resets, account notices), and may narrow with `company_id` (`none`: the platform's own). `q` searches recipients and subjects, never bodies.",
    success: { description: 'A page of mail.' },
  },
  operatorGetMail: {
    tag: 'Operator mail',
    summary: 'One mail with its text',
    description:
      'The mail and its plain-text body (never the HTML). The text of mail that may hold a sign-in code or a set-password link (password resets, account notices) is withheld, for everyone.',
    success: { description: 'The mail.' },
    errors: { 404: NOT_FOUND },
  },
  operatorRetryMail: {
    tag: 'Operator mail',
    summary: 'Retry a failed mail',
    description:
      'A mail given up after its retention goes back to the outbox to be tried once more at once (within the sender\'s next poll). If that try fails too, it is failed again with the new error. Audited.',
    success: { description: 'Queued again; the mail.' },
    errors: { 404: NOT_FOUND, 409: 'The mail is not failed (waiting, sending, sent or kept).' },
  },
});
