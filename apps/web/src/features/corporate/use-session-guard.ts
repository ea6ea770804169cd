import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../app/router';
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

const CHECKING: GuardState = { kind: 'checking' };

/** A check's outcome with the attempt it answers. */
interface Answer {
  attempt: number;
  state: GuardState;
}

/**
 * The corporate routes need a stored token that POST validate-token reports valid (spec §6);
 * otherwise the session is cleared and the passenger sent to /login?redirect=<this path>.
 */
export function useSessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  // Outside a data router `navigate` changes with every location: read through a ref, so moving
  // between corporate pages does not check the token again.
  const navigateRef = useRef(navigate);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    here.current = location;
    navigateRef.current = navigate;
  }, [location, navigate]);

  const expire = useCallback(() => {
    clearSession();
    const { pathname, search } = here.current;
    void navigateRef.current(loginPath(`${pathname}${search}`), { replace: true });
  }, []);

  useEffect(() => {
    const session = readSession();
    if (!session) {
      expire();
      return;
    }
    const abort = new AbortController();
    validateToken(session.token, abort.signal).then(
      (valid) => {
        if (abort.signal.aborted) return;
        if (valid) setAnswer({ attempt, state: { kind: 'ready', session } });
        else expire();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (refused(error)) expire();
        else setAnswer({ attempt, state: { kind: 'unreachable', message: errorMessage(error) } });
      },
    );
    return () => abort.abort();
  }, [attempt, expire]);

  // Checking until the current check (first visit, a new attempt) answers.
  const state = answer && answer.attempt === attempt ? answer.state : CHECKING;
  /** Updates the answered state (a changed passenger); a check under way is unaffected. */
  const setState = useCallback(
    (update: (state: GuardState) => GuardState) => setAnswer((a) => a && { ...a, state: update(a.state) }),
    [],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, expire, retry };
}
