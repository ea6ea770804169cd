/** Address look-ups through our API: the operator's saved places and autocomplete. */
import { WEBSITE_ROUTES, type AddressSuggestion, type UserLocation } from '@kerbside/contract';
import { call } from '../../lib/api-client';

let savedPlaces: Promise<AddressSuggestion[]> | null = null;

/** Loaded once per page; a failure is only logged (spec §8) and the list stays empty. */
export function loadSavedPlaces(): Promise<AddressSuggestion[]> {
  savedPlaces ??= call(WEBSITE_ROUTES.getSavedAddresses)
    .then((res) => res.data)
    .catch((error: unknown) => {
      console.error('Could not load saved addresses', error);
      savedPlaces = null; // try again next time a field is used
      return [];
    });
  return savedPlaces;
}

export interface PlaceSearch {
  /** The visitor's position: places near it rank first. */
  near: UserLocation | null;
  limit?: number;
  /** Degrees either side of `near` preferred (the stop search); sent only with a position. */
  window?: number;
}

/** The autocomplete call's query: the window only with a position (the API refuses it without). */
export function autocompleteQuery(query: string, search: PlaceSearch) {
  const near = search.near ?? undefined;
  return { q: query, lat: near?.lat, lon: near?.lon, window: near ? search.window || undefined : undefined, limit: search.limit || undefined };
}

export async function searchPlaces(query: string, search: PlaceSearch, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const res = await call(WEBSITE_ROUTES.autocompleteAddress, { query: autocompleteQuery(query, search), signal });
  return res.data;
}
