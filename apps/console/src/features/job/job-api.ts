/** One job with its whole booking (GET /jobs/:id) and its lifecycle actions (POST /jobs/:id/<action>). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { JOBS_OPERATIONS, assignDriverErrorSchema, type CancelJobRequest, type JobDetail, type RefundBookingRequest } from '@kerbside/contract';
import { ApiError, call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';
import type { JobActionName } from './job-actions';

export const jobKey = (id: number) => [...JOBS_KEY, 'detail', id] as const;

export async function fetchJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return (await call(JOBS_OPERATIONS.operatorJob, { params: { id }, signal })).data;
}

export function useJob(id: number) {
  return useQuery({ queryKey: jobKey(id), queryFn: ({ signal }) => fetchJob(id, signal) });
}

/** After any answer, success or refusal (a 409 means someone else changed it): the board and the job again. */
const refreshJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: JOBS_KEY });

const STEP_OPERATIONS = {
  accept: JOBS_OPERATIONS.operatorJobAccept,
  on_the_way: JOBS_OPERATIONS.operatorJobOnTheWay,
  complete: JOBS_OPERATIONS.operatorJobComplete,
  no_show: JOBS_OPERATIONS.operatorJobNoShow,
} as const satisfies Partial<Record<JobActionName, unknown>>;

export type JobStep = keyof typeof STEP_OPERATIONS;

export const isJobStep = (action: JobActionName): action is JobStep => action in STEP_OPERATIONS;

/** Accept, on the way, complete, no-show: nothing to send but the job. */
export function useJobStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: number; step: JobStep }) => (await call(STEP_OPERATIONS[step], { params: { id } })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, driverId, confirmOverlap }: { id: number; driverId: number; confirmOverlap: boolean }) =>
      (await call(JOBS_OPERATIONS.operatorJobAssign, { params: { id }, body: { driver_id: driverId, confirm_overlap: confirmOverlap } })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CancelJobRequest }) => (await call(JOBS_OPERATIONS.operatorJobCancel, { params: { id }, body })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** A refund to the card without cancelling (the whole booking's payments, both legs). */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, body }: { bookingId: number; body: RefundBookingRequest }) =>
      (await call(JOBS_OPERATIONS.operatorBookingRefund, { params: { id: bookingId }, body })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** The driver's other jobs at that time, when assigning was refused for them (409); else null. */
export function overlappingJobsOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const answer = assignDriverErrorSchema.safeParse(error.payload);
  return answer.success && answer.data.overlapping?.length ? answer.data.overlapping : null;
}
