/**
 * Companies (`/api/operator/v1/companies`): the list a platform admin chooses from, and each
 * company's profile (name, contact details, cancellation policy and its terms, VAT, when cards are
 * charged), read by its staff and changed by its owners.
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { email, freeText, text } from '../text.js';
import { normaliseUkPhone, normaliseUkVatNumber } from './company-fields.js';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@kerbside/domain';
import { DOCUMENT_WARNING_DAYS_MAX } from './drivers.js';
import { flightPickupSettingsFields, flightPickupSettingsSchema } from './flight-pickups.js';
import { AUTO_OFFER_MINUTES_MAX, AUTO_OFFER_MINUTES_MIN, OFFER_MESSAGES, OFFER_SECONDS_MAX, OFFER_SECONDS_MIN } from './job-offers.js';

/** Longest cancellation policy: a few paragraphs, shown to passengers in their confirmation mail. */
export const CANCELLATION_POLICY_MAX_LENGTH = 4000;

/** Most hours a free-cancellation window or an amendment cut-off may be: 30 days. */
export const POLICY_HOURS_MAX = 720;

/** The default and the longest of a company's "needs attention" lead, minutes (migration 0028). */
export const ATTENTION_MINUTES_DEFAULT = 30;
export const ATTENTION_MINUTES_MAX = 1440;

export const COMPANY_MESSAGES = {
  name: 'Enter the company’s name',
  phone: 'Enter a UK phone number, e.g. 020 7946 0101',
  website: 'Enter the website’s address, starting with https://',
  nameTaken: 'Another company has this name. Choose another.',
  hours: `Enter whole hours from 0 to ${POLICY_HOURS_MAX}`,
  percent: 'Enter a whole percentage from 0 to 100',
  vatNumber: 'Enter a UK VAT number: GB and 9 digits (12 for a branch), e.g. GB 123 4567 89',
  cardCapture: 'Choose when a card payment is taken',
  attentionMinutes: `Enter whole minutes from 0 to ${ATTENTION_MINUTES_MAX}`,
  documentWarningDays: `Enter whole days from 1 to ${DOCUMENT_WARNING_DAYS_MAX}`,
  retentionMonths: `Enter whole months from ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX}`,
} as const;

/** When a card payment is taken (console's Company page; only stored until authorise-then-capture lands). */
export const CARD_CAPTURE_CHOICES = [
  { value: 'at_booking', label: 'When the passenger books', help: 'The card is charged in full when the booking is made.' },
  {
    value: 'at_completion',
    label: 'When the job is completed',
    help:
      'Authorise at booking, take the money when the job is completed. Card authorisations last about 7 days, so pickups further ahead are charged at booking. A refund before then lowers what is taken, a cancellation takes only its fee, and an authorisation still held after 6 days is taken then.',
  },
] as const;
export type CardCapture = (typeof CARD_CAPTURE_CHOICES)[number]['value'];
const CARD_CAPTURES = CARD_CAPTURE_CHOICES.map((c) => c.value) as [CardCapture, ...CardCapture[]];

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
  /** A passenger cancels free of charge until this many hours before the pickup. */
  free_cancellation_hours: z.number().int(),
  /** Later, this percentage of the fare is kept as a fee (0: cancelling is always free). */
  late_cancellation_fee_percent: z.number().int(),
  /** A passenger may amend the booking until this many hours before the pickup. */
  amend_cutoff_hours: z.number().int(),
  /** 'GB123456789' (normalised), or '' when the company is not VAT-registered. */
  vat_number: z.string(),
  /** The VAT rate its prices include, percent (receipts show VAT only with a VAT number). */
  vat_rate_percent: z.number().int(),
  card_capture: z.enum(CARD_CAPTURES),
  /** A job with no driver, or whose driver has not set off, needs attention this many minutes before its pick-up. */
  attention_minutes: z.number().int(),
  /** How long a driver has to answer an offer of a job, seconds (OFFER_SECONDS_MIN to OFFER_SECONDS_MAX). */
  offer_seconds: z.number().int(),
  /** Jobs without a driver picked up within auto_offer_minutes (or late) are offered to the nearest free driver, then the next after a decline or timeout. */
  auto_offer: z.boolean(),
  auto_offer_minutes: z.number().int(),
  /** A driver's or vehicle's document is flagged (Needs attention, a mail to the owners) this many days before it expires. */
  document_warning_days: z.number().int(),
  /** Passengers' details are anonymised this many months after a booking's last journey (RETENTION_MONTHS_MIN to _MAX). */
  retention_months: z.number().int(),
  /** The private-hire operator's licence number (at the top of the booking records' export); '' when not given. */
  operator_licence_number: z.string(),
  active: z.boolean(),
}).extend(flightPickupSettingsSchema.shape);
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

const wholeNumber = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

/** '' for none; else a UK VAT number, stored in one form ('gb 123 4567 89' → 'GB123456789'). */
const vatNumber = () =>
  text(30)
    .default('')
    .transform((typed, ctx) => {
      if (typed === '') return '';
      const normal = normaliseUkVatNumber(typed);
      if (normal === null) ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.vatNumber });
      return normal ?? typed;
    });

const profileFields = z.object({
  name: text(120).min(1, COMPANY_MESSAGES.name),
  phone: phone(),
  email: email(),
  address: freeText(500).default(''),
  website: website(),
  cancellation_policy: freeText(CANCELLATION_POLICY_MAX_LENGTH).default(''),
  free_cancellation_hours: wholeNumber(POLICY_HOURS_MAX, COMPANY_MESSAGES.hours),
  late_cancellation_fee_percent: wholeNumber(100, COMPANY_MESSAGES.percent),
  amend_cutoff_hours: wholeNumber(POLICY_HOURS_MAX, COMPANY_MESSAGES.hours),
  vat_number: vatNumber(),
  vat_rate_percent: wholeNumber(100, COMPANY_MESSAGES.percent),
  card_capture: z.enum(CARD_CAPTURES, { error: COMPANY_MESSAGES.cardCapture }),
  /** Left out: unchanged (older clients send the profile without it). */
  attention_minutes: wholeNumber(ATTENTION_MINUTES_MAX, COMPANY_MESSAGES.attentionMinutes).optional(),
  /** Left out: unchanged. */
  offer_seconds: z
    .number({ error: OFFER_MESSAGES.offerSeconds })
    .int(OFFER_MESSAGES.offerSeconds)
    .min(OFFER_SECONDS_MIN, OFFER_MESSAGES.offerSeconds)
    .max(OFFER_SECONDS_MAX, OFFER_MESSAGES.offerSeconds)
    .optional(),
  /** Left out: unchanged. */
  auto_offer: z.boolean({ error: OFFER_MESSAGES.autoOffer }).optional(),
  /** Left out: unchanged. */
  auto_offer_minutes: z
    .number({ error: OFFER_MESSAGES.autoOfferMinutes })
    .int(OFFER_MESSAGES.autoOfferMinutes)
    .min(AUTO_OFFER_MINUTES_MIN, OFFER_MESSAGES.autoOfferMinutes)
    .max(AUTO_OFFER_MINUTES_MAX, OFFER_MESSAGES.autoOfferMinutes)
    .optional(),
  /** Left out: unchanged. */
  document_warning_days: z
    .number({ error: COMPANY_MESSAGES.documentWarningDays })
    .int(COMPANY_MESSAGES.documentWarningDays)
    .min(1, COMPANY_MESSAGES.documentWarningDays)
    .max(DOCUMENT_WARNING_DAYS_MAX, COMPANY_MESSAGES.documentWarningDays)
    .optional(),
  /** Left out: unchanged. */
  retention_months: z
    .number({ error: COMPANY_MESSAGES.retentionMonths })
    .int(COMPANY_MESSAGES.retentionMonths)
    .min(RETENTION_MONTHS_MIN, COMPANY_MESSAGES.retentionMonths)
    .max(RETENTION_MONTHS_MAX, COMPANY_MESSAGES.retentionMonths)
    .optional(),
  operator_licence_number: text(60).optional(),
  ...flightPickupSettingsFields,
});
/** PUT: the whole profile. Address, website, cancellation policy and VAT number left out (or '') are cleared. */
export const updateCompanyProfileRequestSchema = lenient(profileFields);
export type UpdateCompanyProfileRequest = z.input<typeof profileFields>;
/** The profile as stored, after the request's reading (trimmed, phone normalised). */
export type CompanyProfileFields = z.output<typeof profileFields>;
