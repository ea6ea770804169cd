/** The text outbox as the development server shows it (issue 26), and the statuses a text goes through. */
import { z } from 'zod';
import { MESSAGE_KINDS } from './text-messages.js';
import { text } from './text.js';

export const SMS_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'stored', 'opted_out'] as const;
export const SMS_TRANSPORTS = ['twilio', 'stored-outbox'] as const;

/** The text outbox at a glance, in GET /api/health: counts only, never a number or a text. */
export const smsHealthSchema = z.object({
  transport: z.enum(SMS_TRANSPORTS),
  pending: z.number().int(),
  retrying: z.number().int(),
  failedLast7Days: z.number().int(),
  /** Age of the oldest text not yet handed over, seconds; null when none is waiting. */
  oldestPendingSeconds: z.number().int().nullable(),
});

/** GET /api/dev/sms-outbox filters (development and test only). */
export const devSmsOutboxQuerySchema = z.object({
  to: text(16).optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
});

export const devSmsOutboxTextSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  company_id: z.number().int().nullable(),
  booking_id: z.number().int().nullable(),
  job_id: z.number().int().nullable(),
  /** E.164. */
  to: z.string(),
  /** The alphanumeric sender ID, or null for TWILIO_FROM or the messaging service. */
  sender: z.string().nullable(),
  body: z.string(),
  segments: z.number().int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  essential: z.boolean(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  /** Twilio's Message SID once handed over. */
  provider_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
/** GET /api/dev/sms-outbox: the 50 newest texts, newest first. */
export const devSmsOutboxListResponseSchema = z.object({
  success: z.literal(true),
  transport: z.enum(SMS_TRANSPORTS),
  data: z.array(devSmsOutboxTextSchema),
});
