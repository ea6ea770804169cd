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

export async function searchPlaces(
  query: string,
  near: UserLocation | null,
  limit: number | undefined,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> {
  const params = new URLSearchParams({ q: query });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lon', String(near.lon));
  }
  if (limit) params.set('limit', String(limit));
  const res = await api.get<ListResponse>(`${API_PATHS.placesAutocomplete}?${params}`, { signal });
  return res.data;
}
