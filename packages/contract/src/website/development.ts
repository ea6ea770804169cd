/** The website's API: The stored outbox of a development server. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { devOutboxAttachmentParamsSchema, devOutboxIdParamsSchema, devOutboxListResponseSchema, devOutboxQuerySchema } from '../api-responses.js';
import { devSmsOutboxListResponseSchema, devSmsOutboxQuerySchema } from '../sms-outbox.js';

export const DEVELOPMENT_OPERATIONS = /* @__PURE__ */ defineOperations({
  listOutbox: {
    method: 'get',
    path: '/api/dev/outbox',
    auth: 'none',
    query: devOutboxQuerySchema,
    success: { status: 200, body: named('DevOutboxListResponse', devOutboxListResponseSchema) },
    developmentOnly: true,
  },
  getOutboxMailAttachment: {
    method: 'get',
    path: '/api/dev/outbox/{id}/attachments/{index}',
    auth: 'none',
    params: devOutboxAttachmentParamsSchema,
    success: { status: 200, text: 'text/calendar' },
    developmentOnly: true,
  },
  getOutboxMailHtml: {
    method: 'get',
    path: '/api/dev/outbox/{id}',
    auth: 'none',
    params: devOutboxIdParamsSchema,
    success: { status: 200, html: true },
    developmentOnly: true,
  },
  listSmsOutbox: {
    method: 'get',
    path: '/api/dev/sms-outbox',
    auth: 'none',
    query: devSmsOutboxQuerySchema,
    success: { status: 200, body: named('DevSmsOutboxListResponse', devSmsOutboxListResponseSchema) },
    developmentOnly: true,
  },
});

export const DEVELOPMENT_DOCS = /* @__PURE__ */ defineDocs(DEVELOPMENT_OPERATIONS, {
  listOutbox: {
    tag: 'Development',
    summary: 'Newest mail of the outbox',
    description: 'The 50 newest mails, whichever transport is configured, optionally only those to one address or of one kind.',
    success: { description: 'Mails, newest first.' },
    errors: { 404: 'Not served here (not development or test, or not from this machine).' },
  },
  getOutboxMailAttachment: {
    tag: 'Development',
    summary: "A mail's attachment",
    description: "One file sent with a mail (its place in the list's `attachments`), under its own name and content type (today only a booking's calendar file).",
    success: { description: 'The file.', headers: { 'Content-Disposition': 'attachment; filename="…"' } },
    errors: { 404: 'No such mail or attachment, or not served here.' },
  },
  getOutboxMailHtml: {
    tag: 'Development',
    summary: "A mail's HTML body",
    description: 'The HTML body of one mail of the outbox, as its recipient sees it.',
    success: { description: 'The HTML body.' },
    errors: { 404: 'No such mail, or not served here.' },
  },
  listSmsOutbox: {
    tag: 'Development',
    summary: 'Newest texts of the outbox',
    description: 'The 50 newest text messages, whichever transport is configured (`stored-outbox` keeps them unsent), optionally only those to one number (E.164) or of one kind.',
    success: { description: 'Texts, newest first.' },
    errors: { 404: 'Not served here (not development or test, or not from this machine).' },
  },
});
