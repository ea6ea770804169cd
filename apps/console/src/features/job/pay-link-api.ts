/** A booking's card pay link: mailed (again), or withdrawn. After either answer the board and the job are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAY_LINKS_OPERATIONS } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { JOBS_KEY } from '../board/board-api';

export function useSendPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => (await call(PAY_LINKS_OPERATIONS.operatorSendPayLink, { params: { id: bookingId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

export function useWithdrawPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => (await call(PAY_LINKS_OPERATIONS.operatorWithdrawPayLink, { params: { id: bookingId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
