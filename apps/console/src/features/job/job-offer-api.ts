/** A job's offer to a driver (GET/POST /jobs/:id/offer, …/withdraw): read, made and withdrawn. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { JOB_OFFERS_OPERATIONS, type JobOfferView } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';

/**
 * Apart from the jobs' keys: a job's live event refreshes it (board-cache.ts), but an action's
 * refresh of the jobs does not wait for it (a dialog must still be open when its action's answer
 * is handled).
 */
export const JOB_OFFER_KEY = ['job-offer'] as const;
export const jobOfferKey = (id: number) => [...JOB_OFFER_KEY, id] as const;
const refreshJobAndOffer = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: JOBS_KEY }), queryClient.invalidateQueries({ queryKey: JOB_OFFER_KEY })]);

export function useJobOffer(id: number, enabled: boolean) {
  return useQuery({
    queryKey: jobOfferKey(id),
    queryFn: async ({ signal }): Promise<JobOfferView> => (await call(JOB_OFFERS_OPERATIONS.operatorJobOffer, { params: { id }, signal })).data,
    enabled,
  });
}

export function useOfferJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, driverId, confirmOverlap }: { id: number; driverId: number; confirmOverlap: boolean }) =>
      (await call(JOB_OFFERS_OPERATIONS.operatorOfferJob, { params: { id }, body: { driver_id: driverId, confirm_overlap: confirmOverlap } })).data,
    onSettled: () => refreshJobAndOffer(queryClient),
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => (await call(JOB_OFFERS_OPERATIONS.operatorWithdrawOffer, { params: { id } })).data,
    onSettled: () => refreshJobAndOffer(queryClient),
  });
}
