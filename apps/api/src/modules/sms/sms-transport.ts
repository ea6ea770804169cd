/** A text claimed by one sender (status 'sending'), ready to hand to the transport. */
export interface ClaimedText {
  id: number;
  kind: string;
  /** E.164. */
  to: string;
  /** Alphanumeric sender ID; null: the transport's own (TWILIO_FROM or the messaging service). */
  sender: string | null;
  body: string;
  /** Sent even to a number that replied STOP. */
  essential: boolean;
  attempts: number;
  /** When it was queued: the retry rule gives up by age. */
  createdAt: Date;
}

/**
 * What the provider made of one text:
 * - accepted: handed over (Twilio's Message SID and its first status, e.g. 'queued');
 * - refused: never to be sent as it is (an invalid or landline number, a recipient who replied STOP
 *   at the carrier: `optedOut`), given up at once;
 * - later: not taken this time (rate limited, a server error, no answer): tried again with backoff,
 *   not before `retryAfterMs` when the provider said so.
 * `error` is fit for the outbox row and a log line: never the number nor the body.
 */
export type SmsOutcome =
  | { kind: 'accepted'; providerId: string; providerStatus: string }
  | { kind: 'refused'; error: string; optedOut: boolean }
  | { kind: 'later'; error: string; retryAfterMs: number | null };

export interface SmsTransport {
  /** 'stored-outbox': kept in the table, sent to no one. */
  readonly name: 'twilio' | 'stored-outbox';
  /** Never rejects: every answer (or none) is an outcome. */
  deliver(text: ClaimedText): Promise<SmsOutcome>;
}

/**
 * Built-in default with no TWILIO_ACCOUNT_SID: texts stay in the database, marked 'stored', readable
 * at /api/dev/sms-outbox in development and in the console. Nothing leaves the machine. The sender
 * stores them in one statement without calling deliver.
 */
export function createStoredTextTransport(): SmsTransport {
  return {
    name: 'stored-outbox',
    deliver: () => Promise.reject(new Error('the stored text outbox sends nothing')),
  };
}
