/**
 * The audit log in the console (`/api/operator/v1/audit`): who changed what, when. Owners see their
 * company's entries; a platform admin sees every entry, the platform-wide ones (settings, saved
 * places, banned addresses) too.
 */
import { z } from 'zod';
import { isoDateSchema } from '../booking-form.js';
import { okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { companyFilterSchema, companyRefSchema, operatorRowId } from './list-filters.js';
import { staffRoleSchema } from './session.js';

export const AUDIT_SUBJECT_TYPES = [
  'job',
  'booking',
  'driver',
  'enquiry',
  'mail',
  'sms',
  'staff',
  'tariff',
  'vehicle',
  'setting',
  'saved_place',
  'banned_address',
  'company',
  'caller',
  'complaint',
  'lost_property',
  'erasure_request',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectType, string> = {
  job: 'Job',
  booking: 'Booking',
  driver: 'Driver',
  enquiry: 'Enquiry',
  mail: 'Mail',
  sms: 'Text message',
  staff: 'Staff member',
  tariff: 'Prices',
  vehicle: 'Vehicle category',
  setting: 'Setting',
  saved_place: 'Saved place',
  banned_address: 'Banned address',
  company: 'Company',
  caller: 'Caller',
  complaint: 'Complaint',
  lost_property: 'Lost property',
  erasure_request: 'Erasure request',
};

/** Entries per page (keyset pagination: `next_cursor` asks for the next page). */
export const AUDIT_PAGE_SIZE = 50;

/** Actions are '<subject>.<verb>', e.g. 'setting.changed'. */
const ACTION = /^[a-z_]{1,30}\.[a-z_]{1,40}$/;

const auditListQueryFields = z.object({
  subject: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  action: text(72).regex(ACTION, "Give an action as '<subject>.<verb>', e.g. setting.changed").optional(),
  staff_id: operatorRowId().optional().describe('Entries of one staff member.'),
  /** YYYY-MM-DD, London, inclusive. */
  from: isoDateSchema.optional(),
  /** YYYY-MM-DD, London, inclusive. */
  to: isoDateSchema.optional(),
  q: text(100).optional().describe('Words in the detail of an entry (any part, case-insensitive).'),
  company_id: companyFilterSchema.optional().describe("Platform admins: one company's entries, or `none` for the platform-wide ones. Ignored for owners."),
  /** `next_cursor` of the previous page. */
  cursor: text(200).optional(),
});
export const auditListQuerySchema = lenient(auditListQueryFields);
export type AuditListQuery = z.infer<typeof auditListQueryFields>;

export const auditActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null when the caller may not see it (a platform admin's address, to an owner). */
  email: z.string().nullable(),
  role: staffRoleSchema,
});

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null: a platform-wide entry (the website's settings, saved places, banned addresses). */
  company: companyRefSchema.nullable(),
  /** Null: done on the server (`npm run staff`) or by someone since removed. */
  staff: auditActorSchema.nullable(),
  action: z.string(),
  action_label: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int(),
  /** One line for people: 'Meet and greet: £15.00 → £12.50'. */
  summary: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditLogEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
export const auditListResponseSchema = okResponse(auditListSchema);
