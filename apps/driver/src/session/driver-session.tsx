import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DRIVER_APP_ROUTES, type DriverSession } from '@kerbside/contract';
import { driverRequest, rememberCsrfToken, whenSignedOut } from './driver-api';
import { rememberedSession, rememberSession } from './signed-in-marker';
import { CHECK_EVERY_MS, stateAfterCheck, type SessionState } from './session-state';

interface DriverSessionValue {
  state: SessionState;
  /** Asks /me now (at most one question at a time). */
  check: () => void;
  /** The sign-in link was taken: this is the session it opened. */
  signedIn: (session: DriverSession) => void;
  /** Signs this phone out; false when it could not be done (no signal, a fault): it is still signed in. */
  signOut: () => Promise<boolean>;
}

const DriverSessionContext = createContext<DriverSessionValue | null>(null);

export function useDriverSession(): DriverSessionValue {
  const value = useContext(DriverSessionContext);
  if (!value) throw new Error('useDriverSession outside DriverSessionProvider');
  return value;
}

/**
 * Holds the phone's driver session. A session the office ends must sign the phone out even while
 * the app stays open, so a signed-in phone asks /me again when the app comes back into view, every
 * few minutes while open, and when the signal returns; and any driver API call answering 401 signs
 * it out at once (driver-api.ts).
 */
export function DriverSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'unknown' });
  // The state as the listeners and answers below see it (kept with every change, never during render).
  const stateRef = useRef(state);
  const asking = useRef(false);

  const apply = useCallback((next: SessionState) => {
    if (next.status === 'signed-in') {
      rememberCsrfToken(next.session.csrf_token);
      rememberSession('signed-in');
    }
    if (next.status === 'signed-out') {
      rememberCsrfToken(null);
      rememberSession(next.ended ? 'ended' : null);
    }
    stateRef.current = next;
    setState(next);
  }, []);

  const check = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    const remembered = rememberedSession();
    if (stateRef.current.status === 'unknown') {
      stateRef.current = { status: 'checking' };
      setState(stateRef.current);
    }
    void driverRequest<DriverSession>(DRIVER_APP_ROUTES.driverMe).then((answer) => {
      asking.current = false;
      apply(stateAfterCheck(stateRef.current, answer, remembered));
    });
  }, [apply]);

  // Any call's 401, this screen's or another's: the session of a signed-in phone has ended. (A phone
  // already signed out, say by its driver, stays as it is: a late answer does not make it "ended".)
  useEffect(
    () =>
      whenSignedOut(() => {
        const now = stateRef.current.status;
        if (now === 'signed-in' || now === 'offline') apply({ status: 'signed-out', ended: true });
      }),
    [apply],
  );

  const watching = state.status === 'signed-in' || state.status === 'offline';
  useEffect(() => {
    if (!watching) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [watching, check]);

  const value = useMemo<DriverSessionValue>(
    () => ({
      state,
      check,
      signedIn: (session) => apply({ status: 'signed-in', session }),
      signOut: async () => {
        const answer = await driverRequest(DRIVER_APP_ROUTES.driverSignOut);
        if (answer.kind === 'offline' || answer.kind === 'failed') return false;
        // Signed out on the server, or it was already (401): either way this phone is signed out now.
        apply({ status: 'signed-out', ended: false });
        return true;
      },
    }),
    [state, check, apply],
  );

  return <DriverSessionContext.Provider value={value}>{children}</DriverSessionContext.Provider>;
}
