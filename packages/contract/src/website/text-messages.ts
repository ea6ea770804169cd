/** Twilio's calls to us about our texts: delivery reports and replies (STOP, START). */
import { defineDocs, defineOperations } from '../operation.js';

export const TEXT_MESSAGES_OPERATIONS = /* @__PURE__ */ defineOperations({
  twilioSmsStatus: {
    method: 'post',
    path: '/api/twilio/sms-status',
    auth: 'twilio-signature',
    upload: { types: ['application/x-www-form-urlencoded'] },
    success: { status: 200, text: 'text/xml' },
  },
  twilioSmsInbound: {
    method: 'post',
    path: '/api/twilio/sms-inbound',
    auth: 'twilio-signature',
    upload: { types: ['application/x-www-form-urlencoded'] },
    success: { status: 200, text: 'text/xml' },
  },
});

const SIGNED =
  'The `X-Twilio-Signature` header is checked against TWILIO_AUTH_TOKEN over PUBLIC_URL with this path and the posted parameters; a request that fails the check changes nothing.';

export const TEXT_MESSAGES_DOCS = /* @__PURE__ */ defineDocs(TEXT_MESSAGES_OPERATIONS, {
  twilioSmsStatus: {
    tag: 'Text messages',
    summary: "Twilio's delivery reports",
    description:
      'For Twilio, not the website: each text we send names this as its `StatusCallback`. ' +
      SIGNED +
      ' `MessageSid` finds the text; `MessageStatus` delivered, undelivered or failed moves it there (with `ErrorCode` in its last error), and any status is kept as its provider status. A delivered text never moves back.',
    upload: { description: "Twilio's form: MessageSid, MessageStatus, ErrorCode and the rest of its status callback parameters." },
    success: { description: 'Taken: an empty TwiML `<Response/>`.' },
    errors: {
      403: 'The `X-Twilio-Signature` header is missing or does not match.',
      404: 'This server has no TWILIO_ACCOUNT_SID: it sends no texts and takes no reports.',
      415: 'Not a form (application/x-www-form-urlencoded).',
    },
  },
  twilioSmsInbound: {
    tag: 'Text messages',
    summary: 'Replies to our texts',
    description:
      "For Twilio, not the website: set it as the sending number's (or messaging service's) incoming message webhook. " +
      SIGNED +
      ' A `Body` of STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT (any case) opts the `From` number out of every text but those about a ride under way; START, YES or UNSTOP opts it back in. Anything else is ignored. No reply is sent from here (Twilio answers STOP and START itself).',
    upload: { description: "Twilio's form: From, Body and the rest of its incoming message parameters." },
    success: { description: 'Taken: an empty TwiML `<Response/>`.' },
    errors: {
      403: 'The `X-Twilio-Signature` header is missing or does not match.',
      404: 'This server has no TWILIO_ACCOUNT_SID: it takes no replies.',
      415: 'Not a form (application/x-www-form-urlencoded).',
    },
  },
});
