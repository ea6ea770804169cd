import type { Generated } from 'kysely';

/**
 * Like mail: 'sending' is one sender's claim; 'stored' means the built-in outbox kept the text
 * without sending it (no Twilio configured). After the hand-over, Twilio's status callbacks move a
 * text on ('sent' → 'delivered' or 'undelivered'); 'failed' is given up; 'opted_out' was not sent
 * (a non-essential text to a number that replied STOP).
 */
export type SmsStatus = 'pending' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'stored' | 'opted_out';

/** Instants are ISO 8601 text in UTC, so they compare as text in both databases (migration 0038). */
export interface SmsOutboxTable {
  id: Generated<number>;
  company_id: number | null;
  kind: string;
  booking_id: number | null;
  job_id: number | null;
  /** E.164. */
  to_number: string;
  /** Alphanumeric sender ID; null: TWILIO_FROM or the messaging service. */
  sender: string | null;
  body: string;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  essential: number;
  status: SmsStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  claimed_at: string | null;
  /** Twilio's Message SID once handed over. */
  provider_id: string | null;
  /** The latest status Twilio reported (queued, sent, delivered, undelivered, failed…). */
  provider_status: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface SmsOptOutsTable {
  /** E.164. */
  number: string;
  opted_out_at: string;
}

/** Tables of the sms module, merged into the Database type in db/schema.ts. */
export interface SmsTables {
  sms_outbox: SmsOutboxTable;
  sms_opt_outs: SmsOptOutsTable;
}
