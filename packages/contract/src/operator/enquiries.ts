/**
 * The console's enquiries inbox (`/api/operator/v1/enquiries`): Quote Now requests and Contact Us
 * messages in one list, each with its status, company and the thread of replies sent by mail.
 */
import { z } from 'zod';
import { QUERY_REASONS } from '../choices.js';
import { freeText, text } from '../text.js';
import { lenient } from '../lenient.js';
import { mailStatusSchema } from './mail.js';
import { companyFilterSchema, companyRefSchema, operatorRowId } from './list-filters.js';

/** 'quote': a Quote Now request (reference Q-<id>); 'contact': a Contact Us message (C-<id>). */
export const ENQUIRY_KINDS = ['quote', 'contact'] as const;
export const enquiryKindSchema = z.enum(ENQUIRY_KINDS);
export type EnquiryKind = z.infer<typeof enquiryKindSchema>;

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = { quote: 'Quote request', contact: 'Contact message' };
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', replied: 'Replied', closed: 'Closed' };

/** 'Q-12' or 'C-7': the reference the enquirer was given in their mails. */
export function enquiryReference(kind: EnquiryKind, id: number): string {
  return `${kind === 'quote' ? 'Q' : 'C'}-${id}`;
}

export const enquiryListQuerySchema = lenient(
  z.object({
    status: enquiryStatusSchema.optional(),
    kind: enquiryKindSchema.optional(),
    q: text(100).optional().describe('Part of the name, email, telephone or summary, or a reference such as Q-12.'),
    company_id: companyFilterSchema.optional().describe("Platform admins: one company's enquiries, or `none` for the platform's inbox. Ignored for a company's staff."),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquiryParamsSchema = z.object({ kind: enquiryKindSchema, id: operatorRowId() });
export type EnquiryParams = z.infer<typeof enquiryParamsSchema>;

export const enquirySummarySchema = z.object({
  kind: enquiryKindSchema,
  id: z.number().int(),
  reference: z.string(),
  status: enquiryStatusSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** One line: the date, time and route of a quote; the reason and first line of a message. */
  summary: z.string(),
  /** Null: in the platform's inbox, not yet given to a company. */
  company: companyRefSchema.nullable(),
  created_at: z.string(),
  replies: z.number().int(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

export const enquiryListSchema = z.object({
  items: z.array(enquirySummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;

/** The Quote Now form as the visitor sent it. */
export const quoteFormSchema = z.object({
  pickup_address: z.string(),
  dropoff_address: z.string(),
  /** YYYY-MM-DD. */
  pickup_date: z.string(),
  /** 24-hour HH:MM. */
  pickup_time: z.string(),
  passenger_name: z.string(),
  passenger_email: z.string(),
  passenger_phone: z.string(),
  passengers: z.number().int(),
  luggages: z.number().int(),
  additional_info: z.string(),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** The Contact Us form as the visitor sent it (every field may be empty). */
export const contactFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string(),
  queryReason: z.enum(QUERY_REASONS),
  bookingNumber: z.string(),
  comments: z.string(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const enquiryReplySchema = z.object({
  id: z.number().int(),
  /** Who sent it; null when that staff member no longer exists. */
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  body: z.string(),
  created_at: z.string(),
  /** The mail that carried it and its delivery status. */
  mail: z.object({ id: z.number().int(), to: z.string(), status: mailStatusSchema }).nullable(),
});
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;

const detailFields = {
  id: z.number().int(),
  reference: z.string(),
  status: enquiryStatusSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: companyRefSchema.nullable(),
  created_at: z.string(),
  /** Oldest first. */
  replies: z.array(enquiryReplySchema),
};

/** One enquiry: every field of its form, and its thread. */
export const enquiryDetailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quote'),
    ...detailFields,
    form: quoteFormSchema,
    /** The booking it became (issue 24 §3); null until then. */
    booking: z.object({ id: z.number().int(), booking_number: z.string() }).nullable(),
  }),
  z.object({ kind: z.literal('contact'), ...detailFields, form: contactFormSchema }),
]);
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const enquiryReplyRequestSchema = z.object({
  /** Plain text; the mail quotes the original enquiry below it. */
  body: freeText(5000).min(1, 'Write a reply'),
});
export type EnquiryReplyRequest = z.infer<typeof enquiryReplyRequestSchema>;

export const enquiryStatusRequestSchema = z.object({ status: enquiryStatusSchema });
export type EnquiryStatusRequest = z.infer<typeof enquiryStatusRequestSchema>;

export const enquiryAssignRequestSchema = z.object({
  /** An active company; null puts the enquiry back in the platform's inbox. */
  company_id: z.number().int().positive().max(2 ** 31 - 1).nullable(),
});
export type EnquiryAssignRequest = z.infer<typeof enquiryAssignRequestSchema>;
