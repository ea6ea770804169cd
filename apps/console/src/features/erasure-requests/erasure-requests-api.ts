/** Passengers' erasure requests: the platform admin's list and new request. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERASURE_REQUEST_OPERATIONS, type CreateErasureRequest, type ErasureRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';

const KEY = ['erasure-requests'] as const;

export function useErasureRequests() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }): Promise<ErasureRequest[]> => (await call(ERASURE_REQUEST_OPERATIONS.operatorListErasureRequests, { signal })).data,
  });
}

export function useRecordErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateErasureRequest): Promise<ErasureRequest> => (await call(ERASURE_REQUEST_OPERATIONS.operatorCreateErasureRequest, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
