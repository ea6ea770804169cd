import type { Kysely } from 'kysely';
import type { MessageKind } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

/** A text message to queue (the sms module delivers it). */
export interface OutgoingSms {
  kind: MessageKind;
  /** E.164 ('+447700900123'): normalise with toE164 (@kerbside/domain) first; enqueue throws otherwise. */
  to: string;
  body: string;
  /** The company whose outbox it is in; null for the platform's own. */
  companyId: number | null;
  bookingId?: number | null;
  jobId?: number | null;
  /** Sent even to a number that replied STOP (ESSENTIAL_MESSAGE_KINDS). */
  essential: boolean;
  /** An alphanumeric sender ID (up to 11 characters) to send under; unset: TWILIO_FROM or the messaging service. */
  sender?: string | null;
  /** Not handed to the provider before this (quiet hours); unset: at once. */
  notBefore?: Date;
}

export interface SmsOutbox {
  /**
   * Adds texts to the outbox (one INSERT) with the caller's database handle: pass the transaction
   * that stores what they report, so they exist exactly when that commits.
   */
  enqueue(db: Kysely<Database>, texts: readonly OutgoingSms[]): Promise<void>;
}
