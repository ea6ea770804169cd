/** The website's API: Quote Now and Contact Us. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { contactMessageSchema, quoteRequestSchema } from '../enquiries.js';
import { contactUsErrorResponseSchema, enquiryReceivedResponseSchema } from '../api-responses.js';

export const ENQUIRIES_OPERATIONS = /* @__PURE__ */ defineOperations({
  sendQuoteRequest: {
    method: 'post',
    path: '/api/v1/send-instant-email',
    auth: 'keys',
    body: named('QuoteRequest', quoteRequestSchema),
    success: { status: 200, body: named('EnquiryReceivedResponse', enquiryReceivedResponseSchema) },
    limits: ['messages', 'messagesPerDay'],
  },
  sendContactMessage: {
    method: 'post',
    path: '/api/v1/contact-us',
    auth: 'keys',
    body: named('ContactMessage', contactMessageSchema),
    success: { status: 200, body: named('EnquiryReceivedResponse', enquiryReceivedResponseSchema) },
    limits: ['messages', 'messagesPerDay'],
  },
});

export const ENQUIRIES_DOCS = /* @__PURE__ */ defineDocs(ENQUIRIES_OPERATIONS, {
  sendQuoteRequest: {
    tag: 'Enquiries',
    summary: 'Quote Now: ask the operator for a quote',
    description:
      'Stores the request, mails it to the operator and sends the visitor an acknowledgement (a few a day per recipient; past that the mail is held back, the request still reaches the operator).',
    success: { description: 'The request was stored.' },
    errors: { 503: 'The operator has no email address set: the request cannot be received.' },
  },
  sendContactMessage: {
    tag: 'Enquiries',
    summary: 'Contact Us: message the operator',
    description: 'Stores the message and mails it to the operator. No field is required. Failures carry the message in `error` too.',
    success: { description: 'The message was stored.' },
    errorBody: named('ContactUsErrorResponse', contactUsErrorResponseSchema),
    errors: { 503: 'The operator has no email address set: the message cannot be received.' },
  },
});
