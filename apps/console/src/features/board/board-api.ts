/** The board's jobs as server data: GET /jobs, a page of 50 at a time (keyset: next_cursor). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { JOBS_OPERATIONS } from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** Every job query (board pages and job details) starts with this: a live event refreshes them all. */
export const JOBS_KEY = ['jobs'] as const;
/** The board's lists: [...BOARD_KEY, params]. */
export const BOARD_KEY = [...JOBS_KEY, 'board'] as const;

export function useBoardJobs(params: Record<string, string | undefined>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...BOARD_KEY, params],
    queryFn: async ({ pageParam, signal }) => (await call(JOBS_OPERATIONS.operatorJobs, { query: { ...params, cursor: pageParam }, signal })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
    // Another view or filter: the last list stays (dimmed) until the new one arrives, so nothing jumps.
    placeholderData: keepPreviousData,
    // The live stream keeps a list up to date (board-cache.ts) and refetches after a gap: a board
    // opened again within 5 minutes shows its list as it is, without asking for it again.
    staleTime: 5 * 60_000,
  });
}
