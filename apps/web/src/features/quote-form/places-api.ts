/** Address look-ups through our API: the operator's saved places and autocomplete. */
import { API_PATHS, type AddressSuggestion, type UserLocation } from '@kerbside/contract';
import { api } from '../../lib/api-client';

interface ListResponse {
  success: boolean;
  data: AddressSuggestion[];
}

let savedPlaces: Promise<AddressSuggestion[]> | null = null;

/** Loaded once per page; a failure is only logged (spec §8) and the list stays empty. */
export function loadSavedPlaces(): Promise<AddressSuggestion[]> {
  savedPlaces ??= api
    .get<ListResponse>(API_PATHS.savedAddresses)
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

/** The autocomplete call's path and query string. */
export function autocompletePath(query: string, search: PlaceSearch): string {
  const params = new URLSearchParams({ q: query });
  if (search.near) {
    params.set('lat', String(search.near.lat));
    params.set('lon', String(search.near.lon));
    if (search.window) params.set('window', String(search.window));
  }
  if (search.limit) params.set('limit', String(search.limit));
  return `${API_PATHS.placesAutocomplete}?${params}`;
}

export async function searchPlaces(query: string, search: PlaceSearch, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const res = await api.get<ListResponse>(autocompletePath(query, search), { signal });
  return res.data;
}
