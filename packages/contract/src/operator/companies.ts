/**
 * Companies (`/api/operator/v1/companies`): the list a platform admin chooses from, and each
 * company's profile (name, contact details, cancellation policy), read by its staff and changed
 * by its owners.
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { email, freeText, text } from '../text.js';
import { normaliseUkPhone } from './company-fields.js';

/** Longest cancellation policy: a few paragraphs, shown to passengers in their confirmation mail. */
export const CANCELLATION_POLICY_MAX_LENGTH = 4000;

export const COMPANY_MESSAGES = {
  name: 'Enter the company’s name',
  phone: 'Enter a UK phone number, e.g. 020 7946 0101',
  website: 'Enter the website’s address, starting with https://',
  nameTaken: 'Another company has this name. Choose another.',
} as const;

/** One company in the caller's reach: their own, or every company for a platform admin. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** False for a company that no longer trades: its vehicles are not offered on the website. */
  active: z.boolean(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyProfileSchema = z.object({
  id: z.number().int(),
  /** Shown on the website's results and in mails. */
  name: z.string(),
  /** International form with the usual grouping, e.g. '+44 20 7946 0101'. */
  phone: z.string(),
  email: z.string(),
  /** The postal address, one line per row; '' when not given. */
  address: z.string(),
  /** 'https://…', or '' when not given. */
  website: z.string(),
  /** Plain text, line breaks kept; '' when there is none. Passengers read it in their booking confirmation. */
  cancellation_policy: z.string(),
  active: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const phone = () =>
  text(40).transform((typed, ctx) => {
    const normal = normaliseUkPhone(typed);
    if (normal === null) ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.phone });
    return normal ?? typed;
  });

/** A web address: scheme, a dotted host name, then an optional port and path (no spaces). */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/** '' for none; else an http(s) address, 'https://' put in front of a bare 'example.com'. */
const website = () =>
  text(200)
    .default('')
    .transform((typed, ctx) => {
      if (typed === '') return '';
      const withScheme = /^https?:\/\//i.test(typed) ? typed : `https://${typed}`;
      if (!WEB_ADDRESS.test(withScheme)) ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.website });
      return withScheme;
    });

const profileFields = z.object({
  name: text(120).min(1, COMPANY_MESSAGES.name),
  phone: phone(),
  email: email(),
  address: freeText(500).default(''),
  website: website(),
  cancellation_policy: freeText(CANCELLATION_POLICY_MAX_LENGTH).default(''),
});
/** PUT: the whole profile. Address, website and cancellation policy left out (or '') are cleared. */
export const updateCompanyProfileRequestSchema = lenient(profileFields);
export type UpdateCompanyProfileRequest = z.input<typeof profileFields>;
/** The profile as stored, after the request's reading (trimmed, phone normalised). */
export type CompanyProfileFields = z.output<typeof profileFields>;
