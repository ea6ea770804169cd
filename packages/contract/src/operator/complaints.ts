/** Complaints (`/api/operator/v1/complaints`): the record a licensing authority may inspect (issue 27 §6). */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { freeText, text } from '../text.js';
import { CASE_MESSAGES, CASE_STATUSES, caseDate, caseLinkFields, caseLinksSchema, caseListQueryFields, caseTime } from './cases.js';

export const COMPLAINT_CHANNELS = ['phone', 'email', 'in_person', 'web', 'licensing_authority'] as const;
export type ComplaintChannel = (typeof COMPLAINT_CHANNELS)[number];
export const COMPLAINT_CHANNEL_LABELS: Record<ComplaintChannel, string> = {
  phone: 'Phone',
  email: 'Email',
  in_person: 'In person',
  web: 'Website',
  licensing_authority: 'Via the licensing authority',
};

export const COMPLAINT_CATEGORIES = ['driver_behaviour', 'driving', 'vehicle_condition', 'fare', 'lateness', 'accessibility', 'lost_property', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  driver_behaviour: 'Driver behaviour',
  driving: 'Driving',
  vehicle_condition: 'Vehicle condition',
  fare: 'Fare or overcharge',
  lateness: 'Lateness or no-show',
  accessibility: 'Accessibility or refusal',
  lost_property: 'Lost property',
  other: 'Other',
};

export const COMPLAINT_FIELD_MESSAGES = {
  complainantName: 'Enter the complainant’s name',
  details: 'Enter what the complaint is about',
} as const;

export const complaintRequestSchema = lenient(
  z
    .object({
      /** London date and time the complaint was received. */
      received_date: caseDate(),
      received_time: caseTime(),
      received_via: z.enum(COMPLAINT_CHANNELS),
      complainant_name: text(120).min(1, COMPLAINT_FIELD_MESSAGES.complainantName),
      /** A phone number, an email or a postal address; '' when none was given. */
      complainant_contact: text(200).default(''),
      category: z.enum(COMPLAINT_CATEGORIES),
      details: freeText(4000).min(1, COMPLAINT_FIELD_MESSAGES.details),
      action_taken: freeText(4000).default(''),
      outcome: freeText(2000).default(''),
      status: z.enum(CASE_STATUSES).default('open'),
      /** Needed once resolved, and only then; not before the day received. */
      resolved_date: caseDate().optional(),
      ...caseLinkFields,
    })
    .superRefine((form, ctx) => {
      if (form.status === 'resolved' && form.resolved_date === undefined) ctx.addIssue({ code: 'custom', path: ['resolved_date'], message: CASE_MESSAGES.resolvedDateNeeded });
      if (form.status === 'open' && form.resolved_date !== undefined) ctx.addIssue({ code: 'custom', path: ['resolved_date'], message: CASE_MESSAGES.resolvedDateOnlyWhenResolved });
      if (form.resolved_date !== undefined && form.resolved_date < form.received_date) ctx.addIssue({ code: 'custom', path: ['resolved_date'], message: CASE_MESSAGES.notBefore('day it was received') });
    }),
);
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;

export const complaintSchema = z.object({
  id: z.number().int(),
  received_date: z.string(),
  received_time: z.string(),
  received_via: z.enum(COMPLAINT_CHANNELS),
  complainant_name: z.string(),
  complainant_contact: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  details: z.string(),
  action_taken: z.string(),
  outcome: z.string(),
  status: z.enum(CASE_STATUSES),
  resolved_date: z.string().nullable(),
  ...caseLinksSchema.shape,
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListQuerySchema = lenient(z.object(caseListQueryFields));
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

export const complaintListSchema = z.object({ items: z.array(complaintSchema), total: z.number().int() });
export type ComplaintList = z.infer<typeof complaintListSchema>;
