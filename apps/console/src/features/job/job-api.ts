/** One job with its whole booking (GET /jobs/:id) and its lifecycle actions (POST /jobs/:id/<action>). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { JOBS_OPERATIONS, JOB_EXTRAS_OPERATIONS, assignDriverErrorSchema, jobStepErrorSchema, type AddJobExtraRequest, type CancelJobRequest, type RemoveJobExtraRequest, type JobDetail, type RefundBookingRequest } from '@kerbside/contract';
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

const PLAIN_STEPS = {
  accept: JOBS_OPERATIONS.operatorJobAccept,
} as const satisfies Partial<Record<JobActionName, unknown>>;

/** The steps the server's clock guards: early for the pick-up time, they need a confirmation with a reason. */
const CLOCKED_STEPS = {
  on_the_way: JOBS_OPERATIONS.operatorJobOnTheWay,
  arrived: JOBS_OPERATIONS.operatorJobArrived,
  on_board: JOBS_OPERATIONS.operatorJobOnBoard,
  complete: JOBS_OPERATIONS.operatorJobComplete,
  no_show: JOBS_OPERATIONS.operatorJobNoShow,
} as const satisfies Partial<Record<JobActionName, unknown>>;

export type JobStep = keyof typeof PLAIN_STEPS | keyof typeof CLOCKED_STEPS;

export const isJobStep = (action: JobActionName): action is JobStep => action in PLAIN_STEPS || action in CLOCKED_STEPS;

/** Accept, on the way, arrived, on board, complete, no-show: the job, and for a step confirmed early its reason. */
export function useJobStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step, early }: { id: number; step: JobStep; early?: { reason: string } }) => {
      if (step === 'accept') return (await call(PLAIN_STEPS[step], { params: { id } })).data;
      return (await call(CLOCKED_STEPS[step], { params: { id }, body: early ? { confirm: true, reason: early.reason } : {} })).data;
    },
    onSettled: () => refreshJobs(queryClient),
  });
}

/** The server's words when a step is early for the pick-up time and wants a confirmation (409); else null. */
export function confirmationAskedOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const answer = jobStepErrorSchema.safeParse(error.payload);
  return answer.success && answer.data.confirmation_needed ? answer.data.message : null;
}

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, driverId, confirmOverlap }: { id: number; driverId: number; confirmOverlap: boolean }) =>
      (await call(JOBS_OPERATIONS.operatorJobAssign, { params: { id }, body: { driver_id: driverId, confirm_overlap: confirmOverlap } })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/**
 * `onCancelled` is the mutation's own callback, not mutate()'s: the dialog that asked is unmounted
 * when the refreshed job has nothing more to do, and mutate()'s callbacks would then never run.
 */
export function useCancelJob(onCancelled: (result: Awaited<ReturnType<typeof cancelJob>>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: onCancelled,
    onSettled: () => refreshJobs(queryClient),
  });
}

const cancelJob = async ({ id, body }: { id: number; body: CancelJobRequest }) => (await call(JOBS_OPERATIONS.operatorJobCancel, { params: { id }, body })).data;

/** A refund to the card without cancelling (the whole booking's payments, both legs). */
export function useRefundBooking(onRefunded: (result: Awaited<ReturnType<typeof refundBooking>>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundBooking,
    // The mutation's own callback, as useCancelJob's: a full refund can unmount the dialog first.
    onSuccess: onRefunded,
    onSettled: () => refreshJobs(queryClient),
  });
}

const refundBooking = async ({ bookingId, body }: { bookingId: number; body: RefundBookingRequest }) =>
  (await call(JOBS_OPERATIONS.operatorBookingRefund, { params: { id: bookingId }, body })).data;

/** Waiting, parking, an extra stop, a toll or the cash taken, on a completed job. */
export function useAddJobExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AddJobExtraRequest }) => (await call(JOB_EXTRAS_OPERATIONS.operatorJobAddExtra, { params: { id }, body })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** A mistaken entry taken off, with the reason. */
export function useRemoveJobExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, extraId, body }: { id: number; extraId: number; body: RemoveJobExtraRequest }) =>
      (await call(JOB_EXTRAS_OPERATIONS.operatorJobRemoveExtra, { params: { id, extra_id: extraId }, body })).data,
    onSettled: () => refreshJobs(queryClient),
  });
}

/** The driver's other jobs at that time, when assigning was refused for them (409); else null. */
export function overlappingJobsOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const answer = assignDriverErrorSchema.safeParse(error.payload);
  return answer.success && answer.data.overlapping?.length ? answer.data.overlapping : null;
}
