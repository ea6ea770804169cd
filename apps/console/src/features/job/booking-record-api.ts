/** A job's booking record (GET /jobs/:id/record) and a change of it (POST): filled in before the journey, corrected after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKING_RECORD_OPERATIONS, type BookingRecordChange } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';

/** Under the jobs' key: an assignment, a step or a change of the booking fetches it again. */
const recordKey = (id: number) => [...JOBS_KEY, 'record', id] as const;

export function useBookingRecord(id: number) {
  return useQuery({ queryKey: recordKey(id), queryFn: async ({ signal }) => (await call(BOOKING_RECORD_OPERATIONS.operatorJobRecord, { params: { id }, signal })).data });
}

export function useChangeBookingRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: BookingRecordChange }) => (await call(BOOKING_RECORD_OPERATIONS.operatorJobRecordChange, { params: { id }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
