import { z } from 'zod';
import { isoDateSchema } from './booking-form.js';
import { LIMITS } from './limits.js';
import { QUERY_REASONS } from './choices.js';
import { email, freeText, text } from './text.js';
import { lenient } from './lenient.js';

const digits = (max: number) => text(max).regex(/^[0-9+ ]*$/, 'Use digits only');

/** POST /api/v1/send-instant-email: the Quote Now form (spec §3 quote email payload). */
export const quoteRequestSchema = lenient(
  z.object({
  pickup_address: text(300).default(''),
  dropoff_address: text(300).default(''),
  pickup_date: isoDateSchema,
  /** 24-hour 'HH:MM'. */
  pickup_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM'),
  passenger_email: email(),
  passenger_phone: digits(30).min(5, 'Enter a telephone number'),
  passenger_name: text(120).default(''),
  additional_info: freeText(2000).default(''),
  passengers: z.number().int().min(LIMITS.quoteForm.passengers.min).max(LIMITS.quoteForm.passengers.max),
  luggages: z.number().int().min(LIMITS.quoteForm.luggages.min).max(LIMITS.quoteForm.luggages.max),
  }),
);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;


/** POST /api/v1/contact-us (spec §3 contact payload). No field is required (spec §5). */
export const contactMessageSchema = lenient(
  z.object({
  firstName: text(80).default(''),
  lastName: text(80).default(''),
  email: z.union([z.literal(''), email()]).default(''),
  telephone: digits(30).default(''),
  queryReason: z.enum(QUERY_REASONS).default('Booking'),
  bookingNumber: text(40).default(''),
  comments: freeText(5000).default(''),
  }),
);
export type ContactMessage = z.infer<typeof contactMessageSchema>;
