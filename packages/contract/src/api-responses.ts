/**
 * Answers of /api calls that had no schema of their own before the OpenAPI document (issue 8):
 * the server builds them by hand, these describe them for the document and for clients.
 */
import { z } from 'zod';
import { errorResponseSchema, okResponse } from './envelope.js';
import { text } from './text.js';
import { smsHealthSchema } from './sms-outbox.js';

/** `{ success: true }` and nothing else (check-passenger-email, logout). */
export const successOnlyResponseSchema = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: the message is for the visitor (password reset calls). */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Quote Now and Contact Us: the stored enquiry's id. */
export const enquiryReceivedResponseSchema = okResponse(z.object({ id: z.number().int() }));

/** Contact Us failures carry the message twice: `error` is what the specification's website reads. */
export const contactUsErrorResponseSchema = errorResponseSchema.extend({ error: z.string() });

const dependencyCheckSchema = z.object({
  ok: z.boolean(),
  /** How long the check took, milliseconds. */
  ms: z.number(),
});

/** The mail outbox at a glance: counts only, never an address or a mail's content. */
export const mailHealthSchema = z.object({
  transport: z.enum(['smtp', 'stored-outbox']),
  pending: z.number().int(),
  retrying: z.number().int(),
  failedLast7Days: z.number().int(),
  /** Age of the oldest mail not yet delivered, seconds; null when none is waiting. */
  oldestPendingSeconds: z.number().int().nullable(),
});

/** GET /api/health data: names, counts and timings only. */
export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: dependencyCheckSchema.extend({ dialect: z.enum(['sqlite', 'postgres']) }),
  /** Only when REDIS_URL is configured. */
  redis: dependencyCheckSchema.optional(),
  /** null when the outbox could not be read (the database is down or slow). */
  mail: mailHealthSchema.nullable(),
  /** The text outbox; null when it could not be read. */
  sms: smsHealthSchema.nullable(),
  /** The address search in use: 'gazetteer' (built in) or 'google'. */
  places: z.string(),
  /** The flight-status provider: 'none' (no tracking, the office enters landing times by hand) or 'flightaware'. */
  flights: z.string(),
});
export type HealthDataResponse = z.infer<typeof healthDataSchema>;
export const healthResponseSchema = okResponse(healthDataSchema);
/** 503 of GET /api/health: what failed, in the message and in data. */
export const healthUnavailableResponseSchema = errorResponseSchema.extend({ data: healthDataSchema });

/** GET /api/dev/outbox filters (development and test only). */
export const devOutboxQuerySchema = z.object({
  to: text(254).toLowerCase().optional(),
  kind: text(40).optional(),
});
export const devOutboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const devOutboxAttachmentParamsSchema = devOutboxIdParamsSchema.extend({ index: z.coerce.number().int().min(0).max(99) });

export const devOutboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'stored']),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The plain-text body. */
  text: z.string(),
  /** Files sent with it (a booking's calendar file): the content is at /api/dev/outbox/{id}/attachments/{index}. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() })),
});
/** GET /api/dev/outbox: the 50 newest mails, newest first. */
export const devOutboxListResponseSchema = z.object({
  success: z.literal(true),
  transport: z.enum(['smtp', 'stored-outbox']),
  data: z.array(devOutboxMailSchema),
});

/** GET /api/docs/openapi.json: an OpenAPI 3.1 document (described here only by its required fields). */
export const openApiDocumentResponseSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose();
