/** The audit log as server data: GET /audit, 50 entries at a time (keyset: next_cursor). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SETTINGS_OPERATIONS } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export function useAuditLog(params: Record<string, string | undefined>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['audit', params],
    queryFn: async ({ pageParam, signal }) => (await call(SETTINGS_OPERATIONS.operatorListAudit, { query: { ...params, cursor: pageParam }, signal })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
    // Other filters: the last list stays (dimmed) until the new one arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}
