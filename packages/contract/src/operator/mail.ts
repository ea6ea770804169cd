/**
 * The console's mail outbox (`/api/operator/v1/mail`): what a company's mail became (sent, still
 * trying, failed), each mail's text, and a retry for a failed one.
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { companyFilterSchema, companyRefSchema, operatorRowId } from './list-filters.js';

/**
 * pending: waiting for its (next) try; sending: being handed to the mail server; sent: delivered to
 * it; failed: given up (retry sends it again); stored: kept without sending (no mail server set up).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Kept, not sent',
};

const MAIL_KIND_LABELS: Record<string, string> = {
  booking_confirmation: 'Booking confirmation',
  booking_notification: 'New booking',
  quote_request: 'Quote request',
  quote_acknowledgement: 'Quote request received',
  contact_message: 'Contact message',
  enquiry_reply: 'Reply to an enquiry',
  password_reset: 'Password reset',
  account_change: 'Account change',
  booking_cancellation: 'Booking cancelled by the passenger',
  booking_amendment: 'Booking changed by the passenger',
  booking_pay_link: 'Card pay link',
  booking_pay_link_paid: 'Card pay link paid',
};

/** A mail's kind for people: 'booking_confirmation' → 'Booking confirmation'; kinds added later read as their words. */
export function mailKindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return MAIL_KIND_LABELS[kind] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

export const mailListQuerySchema = lenient(
  z.object({
    status: mailStatusSchema.optional(),
    q: text(100).optional().describe("Part of the recipient's address or of the subject (never the body)."),
    company_id: companyFilterSchema.optional().describe("Platform admins: one company's mail, or `none` for the platform's own. Ignored for a company's staff."),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailParamsSchema = z.object({ id: operatorRowId() });

export const mailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  /** The mail server's answer to the last failed try; null when none failed (or it was sent since). */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Null: the platform's own mail (password reset, account notices), seen only by a platform admin. */
  company: companyRefSchema.nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailListSchema = z.object({
  items: z.array(mailSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type MailList = z.infer<typeof mailListSchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  reply_to: z.string().nullable(),
  /** When it is tried next (pending), or when it was given up (failed). */
  next_attempt_at: z.string(),
  /** The plain-text body; null when withheld. */
  text: z.string().nullable(),
  /** Why the text is not shown (mail that may hold a sign-in code or link); null when it is. */
  withheld: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;
