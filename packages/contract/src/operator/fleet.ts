/**
 * A company's fleet in the console (`/api/operator/v1/fleet/vehicles`): its vehicle categories and
 * their pictures. Every staff role reads; owners (and platform admins) change them.
 */
import { z } from 'zod';
import { lenient, loosener, type Lenient } from '../lenient.js';
import { freeText, text } from '../text.js';
import { companyFilterField, recordId } from './id-params.js';
import { companyRefSchema } from './list-filters.js';

/** The largest picture or logo accepted, in bytes (the server answers 413 above it). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** What an upload may be; the server reads the file's first bytes, never its name or content-type. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const VEHICLE_LIMITS = {
  name: 60,
  description: 300,
  seats: { min: 1, max: 50 },
  luggage: { min: 0, max: 20 },
  handLuggage: { min: 0, max: 20 },
  sortOrder: { min: 0, max: 999 },
} as const;

/**
 * What a category can carry for a wheelchair user (Equality Act 2010 s.165): nothing; the passenger
 * moves to a seat and the folded chair is stowed; or the passenger stays in the chair (ramp or
 * lift). Every vehicle takes an assistance dog (s.170): that is a fact, not a setting.
 */
export const WHEELCHAIR_ACCESS = ['none', 'transfer', 'in_chair'] as const;
export type WheelchairAccess = (typeof WHEELCHAIR_ACCESS)[number];
export const WHEELCHAIR_ACCESS_LABELS: Record<WheelchairAccess, string> = {
  none: 'No wheelchair',
  transfer: 'Wheelchair, passenger transfers to a seat (folding chair stowed)',
  in_chair: 'Wheelchair, passenger stays in the chair (ramp or lift)',
};
/** Whether a category of this access may be offered for a wheelchair request. */
export const takesWheelchair = (access: WheelchairAccess): boolean => access !== 'none';

export const VEHICLE_FIELD_MESSAGES = {
  name: 'Enter the category’s name, e.g. Saloon',
  nameTaken: 'The fleet already has a category with this name',
  seats: `Enter the seats for passengers, a whole number from ${VEHICLE_LIMITS.seats.min} to ${VEHICLE_LIMITS.seats.max}`,
  luggage: `Enter the large suitcases it takes, a whole number from ${VEHICLE_LIMITS.luggage.min} to ${VEHICLE_LIMITS.luggage.max}`,
  handLuggage: `Enter the hand luggage it takes, a whole number from ${VEHICLE_LIMITS.handLuggage.min} to ${VEHICLE_LIMITS.handLuggage.max}`,
  sortOrder: `Enter the order, a whole number from ${VEHICLE_LIMITS.sortOrder.min} to ${VEHICLE_LIMITS.sortOrder.max}`,
  wheelchair: 'Choose what the vehicle takes for a wheelchair: none, transfer to a seat, or stays in the chair',
} as const;

export const FLEET_MESSAGES = {
  companyRequired: 'Choose the company of the vehicle category.',
  noPrice: 'No price yet — set it on the Prices page.',
  pictureMissing: 'Choose a picture to upload.',
  pictureType: 'Upload a JPEG, PNG or WebP picture. Other files (SVG among them) are not accepted.',
  pictureTooLarge: 'This picture is larger than 5 MB. Choose a smaller one.',
  pictureUnreadable: 'This picture could not be read. It may be damaged: save it again as JPEG or PNG and upload that.',
  pictureTooManyPixels: 'This picture has too many pixels (more than 40 megapixels). Make it smaller first.',
} as const;

export const pictureSchema = z.object({
  /** Where the website and the console load it, e.g. '/media/vehicles/upload-12-3fa4b2c1.webp'. */
  url: z.string(),
  /** True for a picture uploaded from the console; false for a built-in drawing. */
  uploaded: z.boolean(),
});

export const vehicleCategorySchema = z.object({
  id: z.number().int(),
  company: companyRefSchema,
  name: z.string(),
  seats: z.number().int(),
  /** Large suitcases. */
  luggage: z.number().int(),
  hand_luggage: z.number().int(),
  description: z.string(),
  /** Lower first on the website. */
  sort_order: z.number().int(),
  /** Offered on the website and in quotes. */
  enabled: z.boolean(),
  /** What it can carry for a wheelchair user; a wheelchair request is offered only 'transfer' and 'in_chair'. */
  wheelchair: z.enum(WHEELCHAIR_ACCESS),
  picture: pictureSchema,
  /** False until the owner prices it on the Prices page; until then the website offers it on request. */
  priced: z.boolean(),
});
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;

export const vehicleCategoryListQuerySchema = z.object({ company_id: companyFilterField() });
export type VehicleCategoryListQuery = z.input<typeof vehicleCategoryListQuerySchema>;

const count = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

const vehicleFields = z.object({
  name: text(VEHICLE_LIMITS.name).min(1, VEHICLE_FIELD_MESSAGES.name),
  seats: count(VEHICLE_LIMITS.seats, VEHICLE_FIELD_MESSAGES.seats),
  luggage: count(VEHICLE_LIMITS.luggage, VEHICLE_FIELD_MESSAGES.luggage),
  hand_luggage: count(VEHICLE_LIMITS.handLuggage, VEHICLE_FIELD_MESSAGES.handLuggage),
  description: freeText(VEHICLE_LIMITS.description),
  sort_order: count(VEHICLE_LIMITS.sortOrder, VEHICLE_FIELD_MESSAGES.sortOrder),
  enabled: z.boolean(),
  wheelchair: z.enum(WHEELCHAIR_ACCESS, { error: VEHICLE_FIELD_MESSAGES.wheelchair }),
});

const createVehicleFields = vehicleFields.extend({
  description: vehicleFields.shape.description.default(''),
  /** Left out: after the company's last category. */
  sort_order: vehicleFields.shape.sort_order.optional(),
  enabled: z.boolean().default(true),
  /** Left out: 'none'. */
  wheelchair: vehicleFields.shape.wheelchair.default('none'),
  /** Platform admins: the company (required for them). An owner adds to their own. */
  company_id: recordId().optional(),
});
export const createVehicleCategoryRequestSchema = lenient(createVehicleFields);
export type CreateVehicleCategoryRequest = z.input<typeof createVehicleFields>;

const updateVehicleFields = vehicleFields.partial();
/**
 * Only the fields given change; at least one is needed. Read loosely like a new category, except
 * the description: `''` clears it (it is not "left out").
 */
export const updateVehicleCategoryRequestSchema = z.preprocess(
  loosener(updateVehicleFields.omit({ description: true }).shape),
  updateVehicleFields,
) as unknown as Lenient<typeof updateVehicleFields>;
export type UpdateVehicleCategoryRequest = z.input<typeof updateVehicleFields>;

export const companyLogoSchema = z.object({
  company: companyRefSchema,
  /** Null while the company has no logo. */
  logo: z
    .object({
      /** e.g. '/media/logos/logo-3-9c1f0a2b.webp' */
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
});
export type CompanyLogo = z.infer<typeof companyLogoSchema>;
