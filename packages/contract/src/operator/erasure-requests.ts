/**
 * A passenger's erasure, asked of the platform admin (issue 27 §4, UK GDPR Art 17): what of theirs
 * is out of its company's retention period is anonymised at once; bookings still inside it are
 * kept as the law asks and anonymised by the daily retention task when their period ends.
 */
import { z } from 'zod';
import { email, freeText } from '../text.js';

export const ERASURE_NOTE_MAX_LENGTH = 500;

export const erasureRequestSchema = z.object({
  id: z.number().int(),
  /** The passenger's email, lower-case: every booking they made or travelled on under it. */
  email: z.string(),
  /** How the passenger asked, and anything else worth keeping with it; '' when none. */
  note: z.string(),
  requested_at: z.string(),
  /** The platform admin who recorded it; null when their staff record is gone. */
  requested_by: z.string().nullable(),
  /** 'waiting': bookings still inside their retention period; 'done': nothing of theirs is left. */
  status: z.enum(['waiting', 'done']),
  bookings_erased: z.number().int(),
  bookings_waiting: z.number().int(),
  /** YYYY-MM-DD, London: when the last kept booking's period ends and it is erased; null when none is kept. */
  waiting_until: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const createErasureRequestSchema = z.object({
  email: email(),
  note: freeText(ERASURE_NOTE_MAX_LENGTH).default(''),
});
export type CreateErasureRequest = z.input<typeof createErasureRequestSchema>;
