/**
 * What complaints and lost property (issue 27 §6) share: the dates and times they are recorded
 * with, the optional links to a booking and a driver, open or resolved, the list's and the
 * export's date ranges, and their messages.
 */
import { z } from 'zod';
import { isoDateSchema } from '../booking-form.js';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { companyFilterField, recordId } from './id-params.js';
import { staffCompanySchema } from './session.js';

export const CASE_STATUSES = ['open', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = { open: 'Open', resolved: 'Resolved' };

/** Rows per page of the complaints' and lost property's lists. */
export const CASE_PAGE_SIZE = 50;
/** The longest date range an export covers: a year (and a leap day). */
export const CASE_EXPORT_MAX_DAYS = 366;

export const CASE_MESSAGES = {
  date: 'Enter a real date between 2000 and 2099',
  time: 'Enter the time as HH:MM, e.g. 14:05',
  bookingNotFound: (number: string) => `No booking ${number} of this company. Check the booking number, or leave it empty.`,
  driverNotFound: 'That driver is not one of this company’s.',
  companyRequired: 'Choose the company the record belongs to.',
  resolvedDateNeeded: 'Enter the date it was resolved',
  resolvedDateOnlyWhenResolved: 'Leave the resolved date empty while it is open',
  notBefore: (what: string) => `This date cannot be before the ${what}`,
  notAhead: 'This date cannot be in the future',
  dateOrder: 'The start date must be on or before the end date.',
  exportRange: (days: number) => `Choose a date range of at most ${days} days.`,
} as const;

/** A real date between 2000 and 2099 (catches a mistyped year as well as 2026-02-30). */
export const caseDate = () => isoDateSchema.refine((date) => date >= '2000-01-01' && date <= '2099-12-31', CASE_MESSAGES.date);
/** A London time of day, 24-hour HH:MM. */
export const caseTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, CASE_MESSAGES.time);

/** The links of a record's form: a booking by its number and a driver, both of the record's company. */
export const caseLinkFields = {
  /** A booking number of the company, e.g. 'KB-7Q4M-2XHD' (any case); left out: none. */
  booking_number: text(40).transform((typed) => typed.toUpperCase()).optional(),
  driver_id: recordId().optional(),
  /** Platform admins: the company the record is for (a company's staff always record their own). */
  company_id: recordId().optional(),
};

export const caseLinksSchema = z.object({
  company: staffCompanySchema,
  booking: z.object({ id: z.number().int(), booking_number: z.string() }).nullable(),
  driver: z.object({ id: z.number().int(), name: z.string(), vehicle_registration: z.string() }).nullable(),
  /** The staff member who recorded it first. */
  recorded_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when the retention rule removed its personal data. */
  anonymised_at: z.string().nullable(),
});

/** A list's filters: open or resolved, and the record's date (London, inclusive). */
export const caseListQueryFields = {
  status: z.enum(CASE_STATUSES).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  company_id: companyFilterField(),
};

/** An export's dates (London, inclusive), both needed. */
export const caseExportQuerySchema = lenient(z.object({ from: isoDateSchema, to: isoDateSchema, company_id: recordId().optional() }));
export type CaseExportQuery = z.input<typeof caseExportQuerySchema>;
