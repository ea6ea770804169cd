import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's `X-Twilio-Signature` of a form POST: HMAC-SHA1 with the account's auth token over the
 * full URL Twilio called, followed by each POST parameter's name and value, sorted by name;
 * base64. https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const payload = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(payload, 'utf8').digest('base64');
}

/** True when `signature` is Twilio's for this URL and these parameters (compared in constant time). */
export function isTwilioSignature(authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
