/** A job's offer to a driver (GET/POST /jobs/:id/offer, …/withdraw): read, made and withdrawn. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_OFFERS_OPERATIONS, type JobOfferView } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';
import { jobKey } from './job-api';

/** Under the job's key: a live event of the job (board-cache.ts) refreshes it with the job. */
export const jobOfferKey = (id: number) => [...jobKey(id), 'offer'] as const;

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => (await call(JOB_OFFERS_OPERATIONS.operatorWithdrawOffer, { params: { id } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
