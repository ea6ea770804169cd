/** The set-password link's two calls (no session): what the invitation is, and setting the password (which signs in). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_PATHS, okResponse, staffInviteSchema, staffSessionResponseSchema, type AcceptInviteRequest } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { startSession } from '../session/session';

const inviteResponse = okResponse(staffInviteSchema);

export function useInvite(token: string | null) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: async ({ signal }) => (await api.get(OPERATOR_PATHS.invite(encodeURIComponent(token ?? '')), inviteResponse, { signal })).data,
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AcceptInviteRequest) => (await api.post(OPERATOR_PATHS.inviteAccept, request, staffSessionResponseSchema)).data,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
