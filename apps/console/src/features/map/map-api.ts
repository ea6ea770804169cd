/** The office map's data (drivers on shift, today's jobs, the tiles) and a job's nearest drivers, each read again every 15 s. */
import { useQuery } from '@tanstack/react-query';
import { DRIVER_MAP_OPERATIONS } from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** As often as a phone on shift sends its position. */
export const MAP_REFRESH_MS = 15_000;

export function useDriverMap() {
  return useQuery({
    queryKey: ['driver-map'],
    queryFn: async ({ signal }) => (await call(DRIVER_MAP_OPERATIONS.operatorDriverMap, { signal })).data,
    refetchInterval: MAP_REFRESH_MS,
  });
}

export function useNearestDrivers(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['nearest-drivers', jobId],
    queryFn: async ({ signal }) => (await call(DRIVER_MAP_OPERATIONS.operatorNearestDrivers, { params: { id: jobId }, signal })).data,
    refetchInterval: MAP_REFRESH_MS,
    enabled,
  });
}
