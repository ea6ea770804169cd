import type { TwilioConfig } from '../../config.js';
import type { ClaimedText, SmsOutcome, SmsTransport } from './sms-transport.js';

/** A call that takes longer is abandoned and retried: well within the sender's stale-claim timeout. */
const REQUEST_TIMEOUT_MS = 30_000;
/** A 429 without a Retry-After header waits this long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;
/** Twilio's error codes after which a text is never tried again. */
const NEVER_DELIVERABLE = new Map<number, string>([
  [21211, 'not a valid phone number'],
  [21614, 'not a mobile number'],
  [21610, 'the recipient replied STOP to this sender (unsubscribed at the carrier)'],
]);
const UNSUBSCRIBED = 21610;

// Twilio's messages quote the number ("The 'To' number +447700900123 is not a valid phone number").
const PHONE_NUMBER = /\+?\d[\d ()-]{5,}\d/g;

/** An error text fit for the outbox row and a log line: phone numbers replaced. */
export function withoutNumbers(text: string): string {
  return text.replace(PHONE_NUMBER, '<number>');
}

export interface TwilioTransportOptions {
  twilio: TwilioConfig;
  /** Our public URL of the status callback, sent with each text. */
  statusCallbackUrl: string;
}

/**
 * Twilio's Messages API through fetch: one form POST per text (no SDK: this is all we use of it).
 * The sender is the text's alphanumeric ID when it has one, else the messaging service, else
 * TWILIO_FROM.
 */
export function createTwilioTransport(options: TwilioTransportOptions): SmsTransport {
  const { twilio } = options;
  const endpoint = `${twilio.apiUrl}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;

  function form(text: ClaimedText): URLSearchParams {
    const params = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: options.statusCallbackUrl });
    if (text.sender) params.set('From', text.sender);
    else if (twilio.messagingServiceSid) params.set('MessagingServiceSid', twilio.messagingServiceSid);
    else if (twilio.from) params.set('From', twilio.from);
    return params;
  }

  return {
    name: 'twilio',
    async deliver(text) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form(text),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        return { kind: 'later', error: withoutNumbers(`Twilio unreachable: ${reason}`), retryAfterMs: null };
      }
      const answer = await readJson(response);
      return outcomeOf(response, answer);
    },
  };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Twilio's answer as an outcome: its documented error body is `{ code, message, more_info, status }`. */
export function outcomeOf(response: Pick<Response, 'status' | 'headers'>, answer: Record<string, unknown>): SmsOutcome {
  const { status } = response;
  if (status >= 200 && status < 300) {
    if (typeof answer.sid !== 'string') return { kind: 'later', error: `Twilio answered ${status} without a message SID`, retryAfterMs: null };
    return { kind: 'accepted', providerId: answer.sid, providerStatus: typeof answer.status === 'string' ? answer.status : 'queued' };
  }
  const code = typeof answer.code === 'number' ? answer.code : null;
  const message = typeof answer.message === 'string' ? withoutNumbers(answer.message).slice(0, 300) : '';
  const error = `Twilio ${status}${code ? ` error ${code}` : ''}${message ? `: ${message}` : ''}`;
  if (code !== null && NEVER_DELIVERABLE.has(code)) {
    return { kind: 'refused', error: message ? error : `${error}: ${NEVER_DELIVERABLE.get(code)}`, optedOut: code === UNSUBSCRIBED };
  }
  if (status === 429) return { kind: 'later', error, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  // 5xx, and 4xx Twilio does not document as final for the text (a wrong credential, a suspended
  // account): kept and retried, so fixing the account delivers them.
  return { kind: 'later', error, retryAfterMs: null };
}

/** Retry-After in seconds (or an HTTP date), as milliseconds; the default when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 15 * 60_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.min(Math.max(0, at - Date.now()), 15 * 60_000);
}
