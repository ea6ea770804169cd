/** The outbox as server data: the list, one mail, and retrying a failed one. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_OPERATIONS, type MailStatus } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export const MAIL_KEY = ['mail'] as const;
const listKey = (query: Record<string, string>) => [...MAIL_KEY, 'list', query] as const;
const detailKey = (id: number) => [...MAIL_KEY, 'detail', id] as const;

/** Waiting or being handed over: its status is about to change. */
export const isUnderWay = (status: MailStatus | undefined) => status === 'pending' || status === 'sending';

/** A page of the outbox; the rows stay put while another page loads, and it looks again while some mail is on its way. */
export function useMailList(query: Record<string, string>) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: async ({ signal }) => (await call(MAIL_OPERATIONS.operatorListMail, { query, signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((mail) => isUnderWay(mail.status)) ? 3000 : false),
  });
}

/** One mail; looked at again every few seconds while it is on its way (after a retry above all). */
export function useMail(id: number | null) {
  return useQuery({
    queryKey: id === null ? [...MAIL_KEY, 'detail', 'none'] : detailKey(id),
    queryFn: async ({ signal }) => (await call(MAIL_OPERATIONS.operatorGetMail, { params: { id: id! }, signal })).data,
    enabled: id !== null,
    refetchInterval: (query) => (isUnderWay(query.state.data?.status) ? 2000 : false),
  });
}

export function useRetryMail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(MAIL_OPERATIONS.operatorRetryMail, { params: { id } })).data,
    onSuccess: (mail) => {
      queryClient.setQueryData(detailKey(id), mail);
      void queryClient.invalidateQueries({ queryKey: [...MAIL_KEY, 'list'] });
    },
  });
}
