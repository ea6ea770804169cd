/** The drivers of the companies in reach: the list (filtered on the server), adding, changing, (de)activating. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PATHS,
  driverSchema,
  okResponse,
  type CreateDriverRequest,
  type Driver,
  type UpdateDriverRequest,
} from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

const driverResponse = okResponse(driverSchema);
const driverListResponse = okResponse(driverSchema.array());

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
    queryFn: async ({ signal }) => (await api.get(withQuery(OPERATOR_PATHS.drivers, { ...filter }), driverListResponse, { signal })).data,
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
          ? await api.post(OPERATOR_PATHS.drivers, save.body, driverResponse)
          : await api.patch(OPERATOR_PATHS.driver(save.id), save.body, driverResponse);
      return answer.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

export function useSetDriverActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }): Promise<Driver> => {
      const path = active ? OPERATOR_PATHS.driverReactivate(id) : OPERATOR_PATHS.driverDeactivate(id);
      return (await api.post(path, {}, driverResponse)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}
