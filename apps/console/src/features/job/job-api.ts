/** One job with its whole booking (GET /jobs/:id) and its lifecycle actions (POST /jobs/:id/<action>). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PATHS,
  assignDriverErrorSchema,
  bookingRefundResponseSchema,
  jobActionResponseSchema,
  jobDetailResponseSchema,
  operatorPath,
  type CancelJobRequest,
  type JobDetail,
  type RefundBookingRequest,
} from '@kerbside/contract';
import { api, ApiError } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';
import type { JobActionName } from './job-actions';

export const jobKey = (id: number) => [...JOBS_KEY, 'detail', id] as const;

export async function fetchJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return (await api.get(operatorPath(OPERATOR_PATHS.job, { id }), jobDetailResponseSchema, { signal })).data;
}

export function useJob(id: number) {
  return useQuery({ queryKey: jobKey(id), queryFn: ({ signal }) => fetchJob(id, signal) });
}

/** After any answer, success or refusal (a 409 means someone else changed it): the board and the job again. */
const refreshJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: JOBS_KEY });

const STEP_PATHS = {
  accept: OPERATOR_PATHS.jobAccept,
  on_the_way: OPERATOR_PATHS.jobOnTheWay,
  complete: OPERATOR_PATHS.jobComplete,
  no_show: OPERATOR_PATHS.jobNoShow,
} as const satisfies Partial<Record<JobActionName, string>>;

export type JobStep = keyof typeof STEP_PATHS;

export const isJobStep = (action: JobActionName): action is JobStep => action in STEP_PATHS;

/** Accept, on the way, complete, no-show: nothing to send but the job. */
export function useJobStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: number; step: JobStep }) => (await api.post(operatorPath(STEP_PATHS[step], { id }), {}, jobActionResponseSchema)).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, driverId, confirmOverlap }: { id: number; driverId: number; confirmOverlap: boolean }) =>
      (await api.post(operatorPath(OPERATOR_PATHS.jobAssign, { id }), { driver_id: driverId, confirm_overlap: confirmOverlap }, jobActionResponseSchema)).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CancelJobRequest }) =>
      (await api.post(operatorPath(OPERATOR_PATHS.jobCancel, { id }), body, jobActionResponseSchema)).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** A refund to the card without cancelling (the whole booking's payments, both legs). */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, body }: { bookingId: number; body: RefundBookingRequest }) =>
      (await api.post(operatorPath(OPERATOR_PATHS.bookingRefund, { id: bookingId }), body, bookingRefundResponseSchema)).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** The driver's other jobs at that time, when assigning was refused for them (409); else null. */
export function overlappingJobsOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const answer = assignDriverErrorSchema.safeParse(error.payload);
  return answer.success && answer.data.overlapping?.length ? answer.data.overlapping : null;
}
