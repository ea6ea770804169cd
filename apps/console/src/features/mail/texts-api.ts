/** The texts of the Messages page as server data: the list, one text, and retrying a failed one. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEXT_OPERATIONS, type TextStatus } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export const TEXTS_KEY = ['texts'] as const;
const listKey = (query: Record<string, string>) => [...TEXTS_KEY, 'list', query] as const;
const detailKey = (id: number) => [...TEXTS_KEY, 'detail', id] as const;

/** Waiting or being handed over: its status is about to change. */
export const isTextUnderWay = (status: TextStatus | undefined) => status === 'pending' || status === 'sending';

/** A page of texts; the rows stay put while another page loads, and it looks again while some text is on its way. */
export function useTextList(query: Record<string, string>) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: async ({ signal }) => (await call(TEXT_OPERATIONS.operatorListTexts, { query, signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((text) => isTextUnderWay(text.status)) ? 3000 : false),
  });
}

/** One text; looked at again every few seconds while it is on its way (after a retry above all). */
export function useText(id: number | null) {
  return useQuery({
    queryKey: id === null ? [...TEXTS_KEY, 'detail', 'none'] : detailKey(id),
    queryFn: async ({ signal }) => (await call(TEXT_OPERATIONS.operatorGetText, { params: { id: id! }, signal })).data,
    enabled: id !== null,
    refetchInterval: (query) => (isTextUnderWay(query.state.data?.status) ? 2000 : false),
  });
}

export function useRetryText(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(TEXT_OPERATIONS.operatorRetryText, { params: { id } })).data,
    onSuccess: (text) => {
      queryClient.setQueryData(detailKey(id), text);
      void queryClient.invalidateQueries({ queryKey: [...TEXTS_KEY, 'list'] });
    },
  });
}
