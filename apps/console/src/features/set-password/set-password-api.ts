/** The set-password link's two calls (no session): what the invitation is, and setting the password (which signs in). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_OPERATIONS, type AcceptInviteRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { startSession } from '../session/session';

export function useInvite(token: string | null) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: async ({ signal }) => (await call(STAFF_OPERATIONS.operatorGetInvite, { params: { token: token ?? '' }, signal })).data,
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AcceptInviteRequest) => (await call(STAFF_OPERATIONS.operatorAcceptInvite, { body: request })).data,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
