import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { validateToken } from './corporate-api';
import { clearSession, loginPath, readSession, type CorporateSession } from './session';

export type GuardState =
  | { kind: 'checking' }
  | { kind: 'ready'; session: CorporateSession }
  /** The server could not be asked: the session is kept and the passenger can try again. */
  | { kind: 'unreachable'; message: string };

/** Token refused by the server: valid false, or 401/403 on the check itself. */
const refused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The corporate routes need a stored token that POST validate-token reports valid (spec §6);
 * otherwise the session is cleared and the passenger sent to /login?redirect=<this path>.
 */
export function useSessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  const [state, setState] = useState<GuardState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    here.current = location;
  }, [location]);

  const expire = useCallback(() => {
    clearSession();
    const { pathname, search } = here.current;
    navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [navigate]);

  useEffect(() => {
    const session = readSession();
    if (!session) {
      expire();
      return;
    }
    const abort = new AbortController();
    setState({ kind: 'checking' });
    validateToken(session.token, abort.signal).then(
      (valid) => {
        if (abort.signal.aborted) return;
        if (valid) setState({ kind: 'ready', session });
        else expire();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (refused(error)) expire();
        else setState({ kind: 'unreachable', message: errorMessage(error) });
      },
    );
    return () => abort.abort();
  }, [attempt, expire]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, expire, retry };
}
