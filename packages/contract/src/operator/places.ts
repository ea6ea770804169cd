/**
 * The website's saved places (popular locations, the first suggestions of every address field)
 * and banned addresses, at `/api/operator/v1/saved-places` and `/banned-addresses`. Platform-wide:
 * every staff role reads them; only a platform admin changes them.
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { text } from '../text.js';
import { recordId } from './id-params.js';

/** What sort of place it is: an airport also gets the website's flight-number field and airport fees. */
export const SAVED_PLACE_KINDS = ['airport', 'station', 'hotel', 'other'] as const;
export const savedPlaceKindSchema = z.enum(SAVED_PLACE_KINDS);
export type SavedPlaceKind = z.infer<typeof savedPlaceKindSchema>;

export const SAVED_PLACE_KIND_LABELS: Record<SavedPlaceKind, string> = {
  airport: 'Airport',
  station: 'Station',
  hotel: 'Hotel',
  other: 'Other place',
};

export const PLACES_MESSAGES = {
  address: 'Enter the address, with its postcode if you know it',
  kind: 'Choose the kind of place',
  notFound: 'We could not find this address. Write it out with its postcode, e.g. “The Shard, 32 London Bridge Street, London SE1 9SY”.',
  duplicatePlace: 'This address is a saved place already.',
  orderChanged: 'The list of saved places has changed meanwhile. Reload it and try again.',
  zoneInUse: (tariffs: readonly string[]) =>
    `A fixed price names this place (${tariffs.join(', ')}). Change that price first, then delete the place.`,
  placesUnavailable: 'Address search is unavailable right now, so the address could not be checked. Please try again in a minute.',
  pattern: 'Enter the text to ban, e.g. “HMP Belmarsh” or “SE28 0EB”',
  patternTooShort: 'Use at least 3 letters or digits: a shorter pattern would ban far too many addresses',
  duplicatePattern: 'This pattern is banned already.',
  onlyPlatformAdmin: 'Only the website’s platform admin can change these.',
} as const;

export const savedPlaceSchema = z.object({
  id: z.number().int(),
  /** As the website shows it in suggestions and popular locations. */
  address: z.string(),
  postcode: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  kind: savedPlaceKindSchema,
  /** 0 first: the order of the website's popular locations. */
  sort_order: z.number().int(),
  /** The id the website's suggestions carry, 'saved:<id>'. */
  place_id: z.string(),
  /** The pricing zone a fixed price names to price this place, 'place:saved:<id>': it follows the row, so changing the address keeps it. */
  zone: z.string(),
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

const savedPlaceFields = z.object({
  /** Resolved to a position and postcode by the address search the website uses; refused if it cannot be found. */
  address: text(200).min(1, PLACES_MESSAGES.address),
  kind: z.enum(SAVED_PLACE_KINDS, { error: PLACES_MESSAGES.kind }),
});
/** POST to add, PUT to change (the address is looked up again only when it changed). */
export const savedPlaceRequestSchema = lenient(savedPlaceFields);
export type SavedPlaceRequest = z.input<typeof savedPlaceFields>;

const orderFields = z.object({
  /** Every saved place's id, once each, in the new order. */
  ids: z.array(recordId()).min(1).max(1000),
});
export const savedPlaceOrderRequestSchema = lenient(orderFields);
export type SavedPlaceOrderRequest = z.input<typeof orderFields>;

export const bannedAddressSchema = z.object({
  id: z.number().int(),
  /** Matched ignoring case and spaces inside the addresses a visitor gives and their postcodes. */
  pattern: z.string(),
  /** For staff; visitors see the website's own message. '' when not given. */
  reason: z.string(),
});
export type BannedAddress = z.infer<typeof bannedAddressSchema>;

/** Letters and digits a pattern needs: 'a' or 'se' would match a great many addresses. */
export const BANNED_PATTERN_MIN_CHARACTERS = 3;

const pattern = () =>
  text(100)
    .min(1, PLACES_MESSAGES.pattern)
    .refine((typed) => typed === '' || (typed.match(/[\p{L}\p{N}]/gu) ?? []).length >= BANNED_PATTERN_MIN_CHARACTERS, PLACES_MESSAGES.patternTooShort)
    .transform((typed) => typed.replace(/\s+/g, ' '));

const bannedFields = z.object({
  pattern: pattern(),
  reason: text(200).default(''),
});
/** POST to add, PUT to change; a reason left out (or '') is cleared. */
export const bannedAddressRequestSchema = lenient(bannedFields);
export type BannedAddressRequest = z.input<typeof bannedFields>;
