/** Staff change a booking: the preview (nothing written) and the change; the board and the job are read again after either answer of the change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_CHANGES_OPERATIONS, type BookingChangeInput } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';

export function usePreviewChange() {
  return useMutation({
    mutationFn: async ({ bookingId, body }: { bookingId: number; body: BookingChangeInput }) =>
      (await call(BOOKING_CHANGES_OPERATIONS.operatorPreviewBookingChange, { params: { id: bookingId }, body })).data,
  });
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, body }: { bookingId: number; body: BookingChangeInput & { expected_amount_pence: number } }) =>
      (await call(BOOKING_CHANGES_OPERATIONS.operatorChangeBooking, { params: { id: bookingId }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
