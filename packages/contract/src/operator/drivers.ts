/** A company's drivers (`/api/operator/v1/drivers`): every staff role manages them. */
import { z } from 'zod';
import { isoDateSchema } from '../booking-form.js';
import { lenient } from '../lenient.js';
import { email, text } from '../text.js';
import { normaliseUkMobile, normaliseUkRegistration } from './driver-fields.js';
import { companyFilterField, recordId } from './id-params.js';
import { staffCompanySchema } from './session.js';

/** Against London's today: 'expires_soon' within 30 days (the expiry day is the last valid one). */
export const LICENCE_STATUSES = ['valid', 'expires_soon', 'expired'] as const;
export const licenceStatusSchema = z.enum(LICENCE_STATUSES);

export const LICENCE_STATUS_LABELS: Record<z.infer<typeof licenceStatusSchema>, string> = {
  valid: 'Valid',
  expires_soon: 'Expires soon',
  expired: 'Expired',
};

export const DRIVER_FIELD_MESSAGES = {
  name: 'Enter the driver’s name',
  mobile: 'Enter a UK mobile number, e.g. 07700 900123',
  licenceNumber: 'Enter the private-hire licence number',
  licenceExpiry: 'Enter a real licence expiry date',
  registration: 'Enter a UK vehicle registration, e.g. AB12 CDE',
  category: 'Choose a vehicle category',
  vehicleMake: 'Enter the make and model in letters and digits, e.g. Toyota Prius',
  vehicleColour: 'Enter the colour in words, e.g. Silver',
  licenceAuthority: 'Enter who issued the licence in words, e.g. Transport for London',
  dvlaLicenceNumber: 'Enter the driving licence number: 16 letters and digits as on the card (8 digits for Northern Ireland)',
  documentDate: 'Enter a real date between 2000 and 2099',
  dbsCheckDate: 'Enter the day of the DBS check: a real date, not in the future',
  plateNumber: 'Enter the vehicle licence (plate) number in letters, digits, spaces or dashes',
} as const;

/** A driver's or vehicle's document as the console shows it (DRIVER_DOCUMENTS of @kerbside/domain). */
export const DOCUMENT_KINDS = ['phv_licence', 'driving_licence', 'vehicle_licence', 'mot', 'insurance', 'dbs_check'] as const;

/** The default and the bounds of a company's warning ahead of a document's expiry, days (migration 0043). */
export const DOCUMENT_WARNING_DAYS_DEFAULT = 30;
export const DOCUMENT_WARNING_DAYS_MAX = 365;

export const documentFlagSchema = z.object({
  document: z.enum(DOCUMENT_KINDS),
  /** YYYY-MM-DD: the last valid day (a DBS check: the day before its renewal is due). */
  last_day: z.string(),
  expired: z.boolean(),
  /** "Dee Phone’s MOT expires on 1 Dec 2026", as the Needs attention list says it. */
  text: z.string(),
});
export type DocumentFlag = z.infer<typeof documentFlagSchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  company: staffCompanySchema,
  name: z.string(),
  /** +44 form, e.g. '+447700900123'. */
  mobile: z.string(),
  licence_number: z.string(),
  /** YYYY-MM-DD: the last day the licence is valid. */
  licence_expiry: z.string(),
  licence_status: licenceStatusSchema,
  /** Upper case, usual spacing, e.g. 'AB12 CDE'. */
  vehicle_registration: z.string(),
  /** A category name of the company's fleet. */
  vehicle_category: z.string(),
  /** What the passenger is told to look for (the tracking page, the texts), e.g. 'Toyota Prius' and 'Silver'; '' when not given. */
  vehicle_make: z.string(),
  vehicle_colour: z.string(),
  /** The driver's photo as served (`/media/drivers/driver-<id>-<hash>.webp`), shown on the passenger's tracking page; null: none. */
  photo_url: z.string().nullable(),
  /** Where a sign-in link to the driver app is sent; null: none given. */
  email: z.string().nullable(),
  /** Who issued the PHV licence, e.g. 'Transport for London'; '' when not recorded. */
  licence_authority: z.string(),
  /** The photo of the PHV licence card (`/api/operator/v1/drivers/<id>/licence-photo?v=<hash>`), for the company's staff only; null: none. */
  licence_photo_url: z.string().nullable(),
  /** The DVLA driving licence: number ('' when not recorded) and last valid day (null: not recorded). */
  dvla_licence_number: z.string(),
  dvla_licence_expiry: z.string().nullable(),
  /** The day of the enhanced DBS check; due for renewal three years on. */
  dbs_check_date: z.string().nullable(),
  /** The vehicle (one per driver): its PHV licence (plate) number and expiry, MOT expiry, hire-and-reward insurance expiry. */
  vehicle_plate_number: z.string(),
  vehicle_plate_expiry: z.string().nullable(),
  mot_expiry: z.string().nullable(),
  insurance_expiry: z.string().nullable(),
  /** Documents expired or ending within the company's `document_warning_days`, in DOCUMENT_KINDS order. */
  document_flags: z.array(documentFlagSchema),
  active: z.boolean(),
  created_at: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverListQuerySchema = z.object({
  /** Part of the name, mobile, licence number or registration. */
  q: text(100).optional(),
  active: z.enum(['true', 'false']).optional().describe("'true': active drivers only; 'false': deactivated only; left out: both."),
  company_id: companyFilterField(),
});
export type DriverListQuery = z.input<typeof driverListQuerySchema>;

export const driverCategoriesQuerySchema = z.object({ company_id: companyFilterField() });

const mobile = () =>
  text(40).transform((typed, ctx) => {
    const normal = normaliseUkMobile(typed);
    if (normal === null) ctx.addIssue({ code: 'custom', message: DRIVER_FIELD_MESSAGES.mobile });
    return normal ?? typed;
  });

const registration = () =>
  text(20).transform((typed, ctx) => {
    const normal = normaliseUkRegistration(typed);
    if (normal === null) ctx.addIssue({ code: 'custom', message: DRIVER_FIELD_MESSAGES.registration });
    return normal ?? typed;
  });

/** A make or a colour: letters, digits, spaces and a few marks ('Mercedes-Benz E-Class', "Land Rover", 'Silver'), single spaces. */
const vehicleWords = (max: number, message: string) =>
  text(max)
    .transform((typed) => typed.replace(/\s+/g, ' ').trim())
    .refine((words) => /^[\p{L}\p{N} .,'&()/+-]*$/u.test(words), message);

/** A real date between 2000 and 2099: catches a mistyped year as well as 2026-02-30. */
const licenceExpiry = () =>
  isoDateSchema.refine((date) => date >= '2000-01-01' && date <= '2099-12-31', DRIVER_FIELD_MESSAGES.licenceExpiry);

/** An expiry or check date: a real date between 2000 and 2099. */
const documentDate = (message: string = DRIVER_FIELD_MESSAGES.documentDate) =>
  isoDateSchema.refine((date) => date >= '2000-01-01' && date <= '2099-12-31', message);

/** The document fields a change may clear (`clear`): '' and null read as "not given" (lenient), so clearing is said by name. */
export const DRIVER_DOCUMENT_FIELDS = [
  'licence_authority',
  'dvla_licence_number',
  'dvla_licence_expiry',
  'dbs_check_date',
  'vehicle_plate_number',
  'vehicle_plate_expiry',
  'mot_expiry',
  'insurance_expiry',
] as const;
export type DriverDocumentField = (typeof DRIVER_DOCUMENT_FIELDS)[number];

/** A GB driving licence number (5 + 6 + 2 + 1 + 2) or a Northern Ireland one (8 digits), spaces dropped, upper case; '' clears it. */
const dvlaLicenceNumber = () =>
  text(30)
    .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z0-9]{2}$/.test(v) || /^\d{8}$/.test(v), DRIVER_FIELD_MESSAGES.dvlaLicenceNumber);

const driverFields = z.object({
  name: text(120).min(1, DRIVER_FIELD_MESSAGES.name),
  mobile: mobile(),
  licence_number: text(40).min(1, DRIVER_FIELD_MESSAGES.licenceNumber).transform((v) => v.replace(/\s+/g, ' ').toUpperCase()),
  licence_expiry: licenceExpiry(),
  vehicle_registration: registration(),
  vehicle_category: text(80).min(1, DRIVER_FIELD_MESSAGES.category),
  /** Optional: the car's make and model, and its colour, as the passenger will see them ('' clears them). */
  vehicle_make: vehicleWords(40, DRIVER_FIELD_MESSAGES.vehicleMake).optional(),
  vehicle_colour: vehicleWords(30, DRIVER_FIELD_MESSAGES.vehicleColour).optional(),
  /** Optional: where a sign-in link to the driver app is sent. */
  email: email().optional(),
  /** Documents, each optional (`clear` of a change removes one). */
  licence_authority: vehicleWords(80, DRIVER_FIELD_MESSAGES.licenceAuthority).optional(),
  dvla_licence_number: dvlaLicenceNumber().optional(),
  dvla_licence_expiry: documentDate().optional(),
  /** Not in the future: checked against today by the server. */
  dbs_check_date: documentDate(DRIVER_FIELD_MESSAGES.dbsCheckDate).optional(),
  vehicle_plate_number: text(40)
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
    .refine((v) => /^[A-Z0-9 /-]*$/.test(v), DRIVER_FIELD_MESSAGES.plateNumber)
    .optional(),
  vehicle_plate_expiry: documentDate().optional(),
  mot_expiry: documentDate().optional(),
  insurance_expiry: documentDate().optional(),
});

const createDriverFields = driverFields.extend({
  /** Platform admins: the driver's company (required for them). A company's staff add to their own. */
  company_id: recordId().optional(),
});
export const createDriverRequestSchema = lenient(createDriverFields);
export type CreateDriverRequest = z.input<typeof createDriverFields>;

const updateDriverFields = driverFields.partial().extend({
  /** Document fields to clear (not recorded any more); a field both given and cleared is refused. */
  clear: z.array(z.enum(DRIVER_DOCUMENT_FIELDS)).max(DRIVER_DOCUMENT_FIELDS.length).optional(),
});
/** Only the fields given change (and those in `clear` are emptied); at least one is needed. */
export const updateDriverRequestSchema = lenient(updateDriverFields);
export type UpdateDriverRequest = z.input<typeof updateDriverFields>;

export const vehicleCategoryChoicesSchema = z.object({
  company: staffCompanySchema,
  /** Names of the company's active vehicle categories, in the fleet's order. */
  categories: z.array(z.string()),
});
export type VehicleCategoryChoices = z.infer<typeof vehicleCategoryChoicesSchema>;
