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
} as const;

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
});

const createDriverFields = driverFields.extend({
  /** Platform admins: the driver's company (required for them). A company's staff add to their own. */
  company_id: recordId().optional(),
});
export const createDriverRequestSchema = lenient(createDriverFields);
export type CreateDriverRequest = z.input<typeof createDriverFields>;

const updateDriverFields = driverFields.partial();
/** Only the fields given change; at least one is needed. */
export const updateDriverRequestSchema = lenient(updateDriverFields);
export type UpdateDriverRequest = z.input<typeof updateDriverFields>;

export const vehicleCategoryChoicesSchema = z.object({
  company: staffCompanySchema,
  /** Names of the company's active vehicle categories, in the fleet's order. */
  categories: z.array(z.string()),
});
export type VehicleCategoryChoices = z.infer<typeof vehicleCategoryChoicesSchema>;
