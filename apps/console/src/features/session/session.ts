/**
 * The staff session as server data: GET /session once on load (any failure, a 401 above all,
 * means signed out), POST to sign in, DELETE to sign out. The signed-in staff member is the
 * query's data; null shows the sign-in screen.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SESSION_OPERATIONS, type StaffMe, type StaffSession, type StaffSignInRequest } from '@kerbside/contract';
import { call, rememberCsrfToken } from '../../lib/api-client';

export const SESSION_KEY = ['operator-session'] as const;

async function checkSession(): Promise<StaffSession | null> {
  try {
    const answer = await call(SESSION_OPERATIONS.operatorSession);
    rememberCsrfToken(answer.data.csrf_token);
    return answer.data;
  } catch {
    rememberCsrfToken(null);
    return null;
  }
}

/** The signed-in staff member; `undefined` while the first check runs, null when signed out. */
export function useStaff(): StaffMe | null | undefined {
  const { data } = useQuery({ queryKey: SESSION_KEY, queryFn: checkSession, staleTime: 5 * 60_000, retry: false });
  return data === undefined ? undefined : (data?.staff ?? null);
}

/** Forgets the session and everything loaded under it (another staff member may sign in next). */
export function endSession(queryClient: QueryClient): void {
  rememberCsrfToken(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, null);
}

/** A session has begun (sign-in, an accepted invitation): forget what another staff member had loaded. */
export function startSession(queryClient: QueryClient, session: StaffSession): void {
  rememberCsrfToken(session.csrf_token);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, session);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: StaffSignInRequest) => call(SESSION_OPERATIONS.operatorSignIn, { body: credentials }),
    onSuccess: (answer) => startSession(queryClient, answer.data),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(SESSION_OPERATIONS.operatorSignOut),
    // Signed out on this screen whatever the server answered (a session it no longer knows is over too).
    onSettled: () => endSession(queryClient),
  });
}
