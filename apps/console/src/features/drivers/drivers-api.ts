/** The drivers of the companies in reach: the list (filtered on the server), adding, changing, (de)activating. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DRIVER_OPERATIONS, type CreateDriverRequest, type Driver, type UpdateDriverRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';

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
