/** Needs attention as server data: asked for every minute (jobs enter it as time passes) and again on every job event. */
import { useQuery } from '@tanstack/react-query';
import { ATTENTION_OPERATIONS } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export const ATTENTION_KEY = ['attention'] as const;

export function useAttention() {
  return useQuery({
    queryKey: ATTENTION_KEY,
    queryFn: async ({ signal }) => (await call(ATTENTION_OPERATIONS.operatorJobsNeedingAttention, { signal })).data,
    refetchInterval: 60_000,
    // A background tab still counts, so the badge is right when the dispatcher comes back.
    refetchIntervalInBackground: true,
  });
}
