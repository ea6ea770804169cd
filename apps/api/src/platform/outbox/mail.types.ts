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
  | 'staff_invite'
  /** A reply to a Quote Now or Contact Us enquiry, written in the console. */
  | 'enquiry_reply'
  /** A dispatcher accepted a job, assigned its driver, or cancelled it (dispatch module). */
  | 'job_update'
  /** A paid card booking could not be made and its payment was refunded (checkouts module). */
  | 'payment_refund'
  /** A passenger cancelled their booking through its link: to them and to the company (manage-booking module). */
  | 'booking_cancellation'
  /** A passenger changed their booking through its link: to them and to the company (manage-booking module). */
  | 'booking_amendment'
  /** Staff asked the passenger to pay by card on the booking's manage page (pay-links module). */
  | 'booking_pay_link'
  /** The card payment of a pay link went through. */
  | 'booking_pay_link_paid'
  /** A sign-in link to the driver app that staff sent a driver (driver-sessions module). */
  | 'driver_sign_in'
  /** A driver's or vehicle's document expires soon or has expired: to the company's owners (drivers module). */
  | 'document_expiry';


/** A file sent with a mail: text content only (a calendar file), kept in the outbox row as JSON. */
export interface MailAttachment {
  /** Shown to the recipient, e.g. 'booking-KB-7Q4M-2XHD.ics'. */
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
  content: string;
}

/** Bounds on one mail's attachments: they live in the outbox row until the mail is delivered. */
export const MAIL_ATTACHMENT_LIMITS = { count: 5, filenameChars: 200, contentTypeChars: 200, totalBytes: 256 * 1024 } as const;

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The display name it is sent under, with the site's sender address; unset: the site's own (MAIL_FROM, or Company_Name). */
  senderName?: string;
  replyTo?: string;
  /** Set on mail to an address a visitor typed: counted per recipient and day (recipient-limits.ts). */
  recipientLimit?: RecipientLimit;
  /** The company whose outbox the mail is in; unset for the platform's own mail. */
  companyId?: number | null;
  /** Within MAIL_ATTACHMENT_LIMITS (enqueue throws otherwise: every attachment is made by our code). */
  attachments?: readonly MailAttachment[];
}

export interface MailOutbox {
  /**
   * Adds mails to the outbox (one INSERT) with the caller's database handle — pass the transaction
   * that stores what the mails report, so they exist exactly when that commits. The sender delivers
   * them later.
   */
  enqueue(db: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void>;
}

/** The outbox for a caller that keeps the mail's id (a reply in an enquiry's thread shows its delivery). */
export interface MailOutboxWithIds extends MailOutbox {
  /** Adds one mail like enqueue and returns its outbox id; null when a recipient limit held it back. */
  enqueueOne(db: Kysely<Database>, mail: OutgoingMail): Promise<number | null>;
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
