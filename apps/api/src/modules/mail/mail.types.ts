import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RecipientLimit } from '../../http/limits.js';

export type MailKind =
  | 'booking_confirmation'
  | 'booking_notification'
  | 'quote_request'
  | 'quote_acknowledgement'
  | 'contact_message'
  | 'password_reset'
  /** An email or password changed from a signed-in session (accounts module). */
  | 'account_change'
  /** A console set-password link for invited staff (staff module): the platform's own mail, never in a company's outbox. */
  | 'staff_invite';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Set on mail to an address a visitor typed: counted per recipient and day (recipient-limits.ts). */
  recipientLimit?: RecipientLimit;
}

export interface MailOutbox {
  /**
   * Adds mails to the outbox (one INSERT) with the caller's database handle — pass the transaction
   * that stores what the mails report, so they exist exactly when that commits. The sender delivers
   * them later.
   */
  enqueue(db: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void>;
}

/** The outbox at a glance, for the health check: counts only, never an address or a mail's content. */
export interface MailHealth {
  transport: 'smtp' | 'stored-outbox';
  /** Not yet delivered nor given up. */
  pending: number;
  /** Pending mail that has failed at least once (the relay refused it or was unreachable). */
  retrying: number;
  /** Mail given up (undelivered after the retention) in the last 7 days. */
  failedLast7Days: number;
  /** Age of the oldest pending mail, from when it was queued; null when none is pending. */
  oldestPendingSeconds: number | null;
}
