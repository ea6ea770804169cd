/**
 * Lost property (`/api/operator/v1/lost-property`), as SI 2000/3146 reg 15 asks: items found (date,
 * the vehicle or place, description, the attempt to return it and its outcome, what became of it)
 * and items reported lost (date reported, date and place lost, description, the attempt to find it).
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { freeText, text } from '../text.js';
import { CASE_MESSAGES, CASE_STATUSES, caseDate, caseLinkFields, caseLinksSchema, caseListQueryFields } from './cases.js';

export const LOST_PROPERTY_KINDS = ['found', 'lost'] as const;
export type LostPropertyKind = (typeof LOST_PROPERTY_KINDS)[number];
export const LOST_PROPERTY_KIND_LABELS: Record<LostPropertyKind, string> = { found: 'Found', lost: 'Reported lost' };

/** What became of a found item. */
export const LOST_PROPERTY_DISPOSALS = ['held', 'returned', 'police', 'disposed'] as const;
export type LostPropertyDisposal = (typeof LOST_PROPERTY_DISPOSALS)[number];
export const LOST_PROPERTY_DISPOSAL_LABELS: Record<LostPropertyDisposal, string> = {
  held: 'Held by us',
  returned: 'Returned to the owner',
  police: 'Handed to the police',
  disposed: 'Disposed of',
};

export const LOST_PROPERTY_MESSAGES = {
  description: 'Describe the item',
  place: 'Enter where it was found or lost: the vehicle or the place',
  lostDate: 'Enter the date it was lost',
  disposalOnlyFound: 'Only a found item has a disposal',
  disposalDate: 'Enter the date it was returned, handed over or disposed of',
  disposalDateOnlyWhenDone: 'Leave the date empty while the item is held',
} as const;

export const lostPropertyRequestSchema = lenient(
  z
    .object({
      kind: z.enum(LOST_PROPERTY_KINDS),
      /** The day it was found, or the day it was reported lost. */
      reported_date: caseDate(),
      /** Reported lost: the day it was lost (not after the report). */
      lost_date: caseDate().optional(),
      /** The vehicle or the place it was found, or where it was lost. */
      place: text(200).min(1, LOST_PROPERTY_MESSAGES.place),
      description: freeText(2000).min(1, LOST_PROPERTY_MESSAGES.description),
      /** The owner's or the reporter's name and how to reach them; '' when not known. */
      contact_name: text(120).default(''),
      contact_details: text(200).default(''),
      /** The attempt to return it (found) or to find it (lost), and its outcome. */
      attempt: freeText(2000).default(''),
      outcome: freeText(2000).default(''),
      /** Found items: what became of it (held while nothing has). */
      disposal: z.enum(LOST_PROPERTY_DISPOSALS).optional(),
      disposal_date: caseDate().optional(),
      status: z.enum(CASE_STATUSES).default('open'),
      ...caseLinkFields,
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (form.kind === 'lost') {
        if (form.lost_date === undefined) issue('lost_date', LOST_PROPERTY_MESSAGES.lostDate);
        else if (form.lost_date > form.reported_date) issue('lost_date', 'It cannot have been lost after the day it was reported');
        if (form.disposal !== undefined) issue('disposal', LOST_PROPERTY_MESSAGES.disposalOnlyFound);
        if (form.disposal_date !== undefined) issue('disposal_date', LOST_PROPERTY_MESSAGES.disposalOnlyFound);
        return;
      }
      if (form.lost_date !== undefined) issue('lost_date', 'A found item has no date lost: leave it empty');
      const done = form.disposal !== undefined && form.disposal !== 'held';
      if (done && form.disposal_date === undefined) issue('disposal_date', LOST_PROPERTY_MESSAGES.disposalDate);
      if (!done && form.disposal_date !== undefined) issue('disposal_date', LOST_PROPERTY_MESSAGES.disposalDateOnlyWhenDone);
      if (form.disposal_date !== undefined && form.disposal_date < form.reported_date) issue('disposal_date', CASE_MESSAGES.notBefore('day it was found'));
    }),
);
export type LostPropertyRequest = z.input<typeof lostPropertyRequestSchema>;

export const lostPropertySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOST_PROPERTY_KINDS),
  reported_date: z.string(),
  lost_date: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  contact_name: z.string(),
  contact_details: z.string(),
  attempt: z.string(),
  outcome: z.string(),
  /** Found items: 'held' until something else became of it; null for a report of a lost item. */
  disposal: z.enum(LOST_PROPERTY_DISPOSALS).nullable(),
  disposal_date: z.string().nullable(),
  status: z.enum(CASE_STATUSES),
  ...caseLinksSchema.shape,
});
export type LostPropertyItem = z.infer<typeof lostPropertySchema>;

export const lostPropertyListQuerySchema = lenient(z.object({ ...caseListQueryFields, kind: z.enum(LOST_PROPERTY_KINDS).optional() }));
export type LostPropertyListQuery = z.input<typeof lostPropertyListQuerySchema>;

export const lostPropertyListSchema = z.object({ items: z.array(lostPropertySchema), total: z.number().int() });
export type LostPropertyList = z.infer<typeof lostPropertyListSchema>;
