/** The drivers of the companies in reach: the list (filtered on the server), one driver, adding, changing, (de)activating; their sign-in links and phones. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DRIVER_OPERATIONS,
  DRIVER_SESSIONS_OPERATIONS,
  type CreateDriverRequest,
  type Driver,
  type DriverSignInLinkSent,
  type UpdateDriverRequest,
} from '@kerbside/contract';
import { ApiError, call, upload } from '../../lib/api-client';

const DRIVERS_KEY = ['drivers'] as const;

/** GET /drivers's query (driverListQuerySchema), as the console sends it. */
export interface DriverListFilter {
  q?: string | undefined;
  active?: 'true' | 'false' | undefined;
  company_id?: number | undefined;
}

export function useDrivers(filter: DriverListFilter) {
  return useQuery({
    queryKey: [...DRIVERS_KEY, filter],
    queryFn: async ({ signal }) => (await call(DRIVER_OPERATIONS.operatorListDrivers, { query: { ...filter }, signal })).data,
    // While a new search runs, the last answer stays on screen (no flash of an empty list).
    placeholderData: keepPreviousData,
  });
}

export type DriverSave = { id: null; body: CreateDriverRequest } | { id: number; body: UpdateDriverRequest };

export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: DriverSave): Promise<Driver> => {
      const answer =
        save.id === null
          ? await call(DRIVER_OPERATIONS.operatorCreateDriver, { body: save.body })
          : await call(DRIVER_OPERATIONS.operatorUpdateDriver, { params: { id: save.id }, body: save.body });
      return answer.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

export function useSetDriverActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }): Promise<Driver> => {
      const operation = active ? DRIVER_OPERATIONS.operatorReactivateDriver : DRIVER_OPERATIONS.operatorDeactivateDriver;
      return (await call(operation, { params: { id } })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

/** `file`: the driver's new photo (the passenger's tracking page shows it); null removes it. */
export function useSetDriverPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<Driver> =>
      (file ? await upload(DRIVER_OPERATIONS.operatorPutDriverPhoto, { params: { id } }, file) : await call(DRIVER_OPERATIONS.operatorDeleteDriverPhoto, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

/** `file`: the photo of the driver's PHV licence card (for the company's staff only); null removes it. */
export function useSetLicencePhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<Driver> =>
      (file ? await upload(DRIVER_OPERATIONS.operatorPutDriverLicencePhoto, { params: { id } }, file) : await call(DRIVER_OPERATIONS.operatorDeleteDriverLicencePhoto, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

/** One driver, for their page. */
export function useDriver(id: number | null) {
  return useQuery({
    queryKey: [...DRIVERS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await call(DRIVER_OPERATIONS.operatorGetDriver, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** The driver's signed-in phones; looked at again every half minute, so a phone that just signed in shows up. */
export function useDriverSessions(id: number) {
  return useQuery({
    queryKey: [...DRIVERS_KEY, 'sessions', id],
    queryFn: async ({ signal }) => (await call(DRIVER_SESSIONS_OPERATIONS.operatorListDriverSessions, { params: { id }, signal })).data,
    refetchInterval: 30_000,
  });
}

export function useSendSignInLink() {
  return useMutation({
    mutationFn: async (id: number): Promise<DriverSignInLinkSent> => (await call(DRIVER_SESSIONS_OPERATIONS.operatorSendDriverSignInLink, { params: { id } })).data,
  });
}

export function useSignOutPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ driverId, sessionId }: { driverId: number; sessionId: number }) =>
      call(DRIVER_SESSIONS_OPERATIONS.operatorRevokeDriverSession, { params: { id: driverId, sessionId } }),
    onSuccess: (_answer, { driverId }) => queryClient.invalidateQueries({ queryKey: [...DRIVERS_KEY, 'sessions', driverId] }),
  });
}
