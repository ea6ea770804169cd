/** The website's saved places and banned addresses: every role reads them, a platform admin changes them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLACES_OPERATIONS, type BannedAddress, type BannedAddressRequest, type SavedPlace, type SavedPlaceRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';

const SAVED_PLACES_KEY = ['saved-places'] as const;
const BANNED_KEY = ['banned-addresses'] as const;

export function useSavedPlaces() {
  return useQuery({
    queryKey: SAVED_PLACES_KEY,
    queryFn: async ({ signal }): Promise<SavedPlace[]> => (await call(PLACES_OPERATIONS.operatorListSavedPlaces, { signal })).data,
  });
}

export type SavedPlaceSave = { id: number | null; body: SavedPlaceRequest };

export function useSaveSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SavedPlaceSave): Promise<SavedPlace> =>
      (id === null
        ? await call(PLACES_OPERATIONS.operatorCreateSavedPlace, { body })
        : await call(PLACES_OPERATIONS.operatorUpdateSavedPlace, { params: { id }, body })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

export function useDeleteSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<string> => (await call(PLACES_OPERATIONS.operatorDeleteSavedPlace, { params: { id } })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

/** Sends the whole new order; the answer is the list as stored. */
export function useOrderSavedPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]): Promise<SavedPlace[]> => (await call(PLACES_OPERATIONS.operatorOrderSavedPlaces, { body: { ids } })).data,
    onSuccess: (places) => queryClient.setQueryData(SAVED_PLACES_KEY, places),
    // A refusal (another admin changed the list meanwhile): show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

export function useBannedAddresses() {
  return useQuery({
    queryKey: BANNED_KEY,
    queryFn: async ({ signal }): Promise<BannedAddress[]> => (await call(PLACES_OPERATIONS.operatorListBannedAddresses, { signal })).data,
  });
}

export type BannedAddressSave = { id: number | null; body: BannedAddressRequest };

export function useSaveBannedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: BannedAddressSave): Promise<BannedAddress> =>
      (id === null
        ? await call(PLACES_OPERATIONS.operatorCreateBannedAddress, { body })
        : await call(PLACES_OPERATIONS.operatorUpdateBannedAddress, { params: { id }, body })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNED_KEY }),
  });
}

export function useDeleteBannedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<string> => (await call(PLACES_OPERATIONS.operatorDeleteBannedAddress, { params: { id } })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNED_KEY }),
  });
}
