/**
 * The console's text messages (`/api/operator/v1/texts`), beside its mail on the Messages page: what
 * a company's texts became (kept, sent, delivered, failed…), each text's body, and a retry for a
 * failed one.
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { companyFilterSchema, companyRefSchema, operatorRowId } from './list-filters.js';

/**
 * As mail, and after the hand-over Twilio's delivery reports: delivered (on the phone), undelivered
 * (the carrier gave up); opted_out: not sent, the number replied STOP.
 */
export const TEXT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'stored', 'opted_out'] as const;
export const textStatusSchema = z.enum(TEXT_STATUSES);
export type TextStatus = z.infer<typeof textStatusSchema>;

export const TEXT_STATUS_LABELS: Record<TextStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  stored: 'Kept, not sent',
  opted_out: 'Not sent: replied STOP',
};

export const TEXT_ENCODINGS = ['GSM-7', 'UCS-2'] as const;

export const textListQuerySchema = lenient(
  z.object({
    status: textStatusSchema.optional(),
    q: text(100).optional().describe('Part of the number it goes to (never the body).'),
    company_id: companyFilterSchema.optional().describe("Platform admins: one company's texts. Ignored for a company's staff."),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type TextListQuery = z.infer<typeof textListQuerySchema>;

export const textParamsSchema = z.object({ id: operatorRowId() });

export const textSummarySchema = z.object({
  id: z.number().int(),
  /** One of MESSAGE_KINDS. */
  kind: z.string(),
  /** E.164. */
  to: z.string(),
  status: textStatusSchema,
  attempts: z.number().int(),
  /** How many SMS segments it is sent as, and in which alphabet (UCS-2 holds fewer characters each). */
  segments: z.number().int(),
  encoding: z.enum(TEXT_ENCODINGS),
  /** Twilio's (or the sender's) answer to the last failed try; null when none failed. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  company: companyRefSchema.nullable(),
});
export type TextSummary = z.infer<typeof textSummarySchema>;

export const textListSchema = z.object({
  items: z.array(textSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type TextList = z.infer<typeof textListSchema>;

export const textDetailSchema = textSummarySchema.extend({
  /** The alphanumeric sender ID; null: the account's number or messaging service. */
  sender: z.string().nullable(),
  /** When it is tried next (pending), or when it was given up (failed). */
  next_attempt_at: z.string(),
  /** The latest status Twilio reported (queued, sent, delivered, undelivered, failed…); null before the hand-over. */
  provider_status: z.string().nullable(),
  /** Sent whatever the passenger's STOP (about the ride under way or called off). */
  essential: z.boolean(),
  /** The text as sent, its links' tokens cut; null when withheld. */
  body: z.string().nullable(),
  /** Why the body is not shown; null when it is. */
  withheld: z.string().nullable(),
});
export type TextDetail = z.infer<typeof textDetailSchema>;

const TEXT_KIND_LABELS: Record<string, string> = {
  booking_confirmed: 'Booking confirmed',
  reminder: 'Reminder',
  driver_assigned: 'Driver assigned',
  driver_on_the_way: 'Driver on the way',
  driver_arrived: 'Driver outside',
  journey_completed: 'Journey completed',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  pay_link: 'Card pay link',
};

/** A text's kind for people: 'driver_on_the_way' → 'Driver on the way'; kinds added later read as their words. */
export function textKindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return TEXT_KIND_LABELS[kind] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

export const TEXT_CONSOLE_MESSAGES = {
  notFailed: 'Only a failed text can be retried: this one is not failed.',
} as const;
