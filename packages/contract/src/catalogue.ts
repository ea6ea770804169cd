import { z } from 'zod';
import { okResponse } from './envelope.js';
import { lenient } from './lenient.js';
import { text } from './text.js';

/** A vehicle category of the fleet page (spec §3). */
export const vehicleSchema = z.object({
  tbms_vid: z.number().int(),
  vehicle_img: z.string(),
  category_name: z.string(),
  seats: z.number().int(),
  hand_luggage: z.number().int(),
  luggage: z.number().int(),
  company_id: z.number().int(),
  description: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const companyItemSchema = z.object({
  id: z.number().int(),
  company: z.object({ company_name: z.string() }),
});
export type CompanyItem = z.infer<typeof companyItemSchema>;

export const addressSuggestionSchema = z.object({
  id: z.string(),
  address: z.string(),
  /** What sort of place it is, for the dropdown's icon and grouping. */
  kind: z.enum(['saved', 'airport', 'station', 'town', 'postcode', 'place', 'address']).optional(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const placeDetailsSchema = z.object({
  id: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

const autocompleteQueryFields = z
  .object({
    q: text(200).min(1).describe('What the visitor typed.'),
    lat: z.coerce.number().min(-90).max(90).optional().describe("The visitor's latitude: places near it rank first."),
    lon: z.coerce.number().min(-180).max(180).optional().describe("The visitor's longitude, with lat."),
    limit: z.coerce.number().int().min(1).max(10).optional().describe('At most this many suggestions (default 5).'),
    window: z.coerce
      .number()
      .min(0.01)
      .max(1)
      .optional()
      .describe(
        'Degrees either side of lat/lon: places inside that box rank first (a preference, not a filter). The stop search sends 0.1 (spec §9). Needs lat and lon.',
      ),
  })
  .refine((query) => query.window === undefined || (query.lat !== undefined && query.lon !== undefined), {
    message: 'needs lat and lon, the centre of the window',
    path: ['window'],
  });
/** Numbers arrive as query text ('51.5', '-5e-7'); an empty value is not given (lenient), not 0. */
export const autocompleteQuerySchema = lenient(autocompleteQueryFields);
export type AutocompleteQuery = z.infer<typeof autocompleteQueryFields>;

export const placeDetailsQuerySchema = z.object({ id: text(200).min(1) });

export const settingItemSchema = z.object({ setting_name: z.string(), setting_value: z.string() });

export const settingsResponseSchema = okResponse(z.array(settingItemSchema));
export const vehiclesResponseSchema = okResponse(z.array(vehicleSchema));
export const companiesResponseSchema = okResponse(z.array(companyItemSchema));
export const addressesResponseSchema = okResponse(z.array(addressSuggestionSchema));
export const placeDetailsResponseSchema = okResponse(placeDetailsSchema);
