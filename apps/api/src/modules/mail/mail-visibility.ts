/** What the console may show of a mail: decided per kind, so a new kind cannot slip through undecided. */
import { MANAGE_BOOKING_PAGE } from '@kerbside/contract';
import type { MailKind } from '../../platform/outbox/index.js';

/**
 * Whether the console shows a kind's text. False for any mail that may hold a sign-in code or a
 * set-password link: whoever reads the outbox could use it. A kind added to MailKind fails the
 * type check here until it is decided.
 */
const TEXT_SHOWN: Record<MailKind, boolean> = {
  booking_confirmation: true,
  booking_notification: true,
  quote_request: true,
  quote_acknowledgement: true,
  contact_message: true,
  enquiry_reply: true,
  job_update: true,
  payment_refund: true,
  booking_cancellation: true,
  booking_amendment: true,
  booking_pay_link: true,
  booking_pay_link_paid: true,
  password_reset: false,
  account_change: false,
  staff_invite: false,
  // Holds a driver's sign-in link: whoever read it in the outbox could sign in as the driver.
  driver_sign_in: false,
  document_expiry: true,
};

export function textShownInConsole(kind: string): boolean {
  return (TEXT_SHOWN as Record<string, boolean | undefined>)[kind] === true;
}

const MANAGE_LINK = new RegExp(`(${MANAGE_BOOKING_PAGE}/)(?!receipt\\?)[A-Za-z0-9_%-]+`, 'g');
/** The receipt's link carries the same token (OPERATIONS.getBookingReceipt.path?token=…). */
const RECEIPT_LINK = /(\/manage-booking\/receipt\?token=)[A-Za-z0-9_%-]+/g;

/**
 * A shown mail's text as the console shows it: the passenger's manage-booking and receipt links
 * (their token cancels the booking as the passenger) are cut to their page, so reading the outbox
 * never hands them on.
 */
export function consoleMailText(text: string): string {
  return text.replace(RECEIPT_LINK, '$1…').replace(MANAGE_LINK, '$1…');
}

/**
 * The platform's own mail about accounts (passengers' codes, staff set-password links): never in a
 * company's outbox, even if a company were set on it by mistake (the console's queries leave these
 * kinds out for company staff).
 */
export const PLATFORM_MAIL_KINDS: readonly MailKind[] = ['password_reset', 'account_change', 'staff_invite'];
