/** Test support for the sms module: Twilio's settings for a test app, and Twilio's signed calls to it. */
import { OPERATIONS } from '@kerbside/contract';
import type { FakeTwilio } from './twilio-fake.js';
import { twilioSignature } from './twilio-signature.js';

export const TWILIO_TEST = {
  accountSid: `AC${'5'.repeat(32)}`,
  authToken: 'kerbside-twilio-test-token',
  from: '+447700900000',
  publicUrl: 'https://book.example.com',
} as const;

/** The environment of a test app that sends its texts to the fake Twilio server. */
export function twilioEnv(fake: FakeTwilio, extra: Record<string, string> = {}): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
    TWILIO_FROM: TWILIO_TEST.from,
    TWILIO_API_URL: fake.url,
    PUBLIC_URL: TWILIO_TEST.publicUrl,
    ...extra,
  };
}

type Route = typeof OPERATIONS.twilioSmsStatus | typeof OPERATIONS.twilioSmsInbound;

/**
 * POSTs a form to one of Twilio's routes of the app at `appUrl` as Twilio would, signed for
 * `signedUrl` (our public URL of the route) unless `signature` is given (null: no header).
 */
export async function postAsTwilio(appUrl: string, route: Route, form: Record<string, string>, options: { signature?: string | null; signedUrl?: string; signedForm?: Record<string, string> } = {}) {
  const signedUrl = options.signedUrl ?? TWILIO_TEST.publicUrl + route.path;
  const signature = options.signature === undefined ? twilioSignature(TWILIO_TEST.authToken, signedUrl, Object.entries(options.signedForm ?? form)) : options.signature;
  const res = await fetch(appUrl + route.path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'x-twilio-signature': signature }), 'user-agent': 'TwilioProxy/1.1' },
    body: new URLSearchParams(form),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}
