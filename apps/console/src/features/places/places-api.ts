/** The website's saved places and banned addresses: every role reads them, a platform admin changes them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bannedAddressSchema,
  messageResponseSchema,
  okResponse,
  OPERATOR_PATHS,
  operatorPath,
  savedPlaceSchema,
  type BannedAddress,
  type BannedAddressRequest,
  type SavedPlace,
  type SavedPlaceRequest,
} from '@kerbside/contract';
import { api } from '../../lib/api-client';

const placeResponse = okResponse(savedPlaceSchema);
const placesResponse = okResponse(savedPlaceSchema.array());
const bannedResponse = okResponse(bannedAddressSchema);
const bannedListResponse = okResponse(bannedAddressSchema.array());

const SAVED_PLACES_KEY = ['saved-places'] as const;
const BANNED_KEY = ['banned-addresses'] as const;

export function useSavedPlaces() {
  return useQuery({
    queryKey: SAVED_PLACES_KEY,
    queryFn: async ({ signal }): Promise<SavedPlace[]> => (await api.get(OPERATOR_PATHS.savedPlaces, placesResponse, { signal })).data,
  });
}

export type SavedPlaceSave = { id: number | null; body: SavedPlaceRequest };

export function useSaveSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SavedPlaceSave): Promise<SavedPlace> =>
      (id === null
        ? await api.post(OPERATOR_PATHS.savedPlaces, body, placeResponse)
        : await api.put(operatorPath(OPERATOR_PATHS.savedPlace, id), body, placeResponse)
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

export function useDeleteSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<string> => (await api.delete(operatorPath(OPERATOR_PATHS.savedPlace, id), messageResponseSchema)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

/** Sends the whole new order; the answer is the list as stored. */
export function useOrderSavedPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]): Promise<SavedPlace[]> => (await api.put(OPERATOR_PATHS.savedPlacesOrder, { ids }, placesResponse)).data,
    onSuccess: (places) => queryClient.setQueryData(SAVED_PLACES_KEY, places),
    // A refusal (another admin changed the list meanwhile): show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

export function useBannedAddresses() {
  return useQuery({
    queryKey: BANNED_KEY,
    queryFn: async ({ signal }): Promise<BannedAddress[]> => (await api.get(OPERATOR_PATHS.bannedAddresses, bannedListResponse, { signal })).data,
  });
}

export type BannedAddressSave = { id: number | null; body: BannedAddressRequest };

export function useSaveBannedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: BannedAddressSave): Promise<BannedAddress> =>
      (id === null
        ? await api.post(OPERATOR_PATHS.bannedAddresses, body, bannedResponse)
        : await api.put(operatorPath(OPERATOR_PATHS.bannedAddress, id), body, bannedResponse)
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNED_KEY }),
  });
}

export function useDeleteBannedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<string> => (await api.delete(operatorPath(OPERATOR_PATHS.bannedAddress, id), messageResponseSchema)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNED_KEY }),
  });
}
