import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type MailKind =
  | 'booking_confirmation'
  | 'booking_notification'
  | 'quote_request'
  | 'quote_acknowledgement'
  | 'contact_message'
  | 'password_reset';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailOutbox {
  /**
   * Adds mails to the outbox (one INSERT) with the caller's database handle — pass the transaction
   * that stores what the mails report, so they exist exactly when that commits. The sender delivers
   * them later.
   */
  enqueue(db: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void>;
}
