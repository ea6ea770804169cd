/** The audit log as server data: GET /audit, 50 entries at a time (keyset: next_cursor). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditListResponseSchema, OPERATOR_PATHS } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

export function useAuditLog(params: Record<string, string | undefined>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['audit', params],
    queryFn: async ({ pageParam, signal }) =>
      (await api.get(withQuery(OPERATOR_PATHS.audit, { ...params, cursor: pageParam }), auditListResponseSchema, { signal })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
    // Other filters: the last list stays (dimmed) until the new one arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}
