import { useCallback, useMemo } from 'react';
import type { Passenger } from '@kerbside/contract';
import { writeStored } from '../../lib/storage';
import { CorporateShell } from './corporate-shell';
import { SessionContext, type SessionContextValue } from './session-context';
import { useSessionGuard } from './use-session-guard';
import './corporate-layout.css';

/**
 * The layout route of /bookings, /my-account and /book-now: checks the session first (a small
 * loading state meanwhile), then shows the sidebar and the screen.
 */
export function CorporateLayout() {
  const { state, setState, expire, retry } = useSessionGuard();
  const session = state.kind === 'ready' ? state.session : null;

  const setPassenger = useCallback(
    (passenger: Passenger) => {
      writeStored('passenger', passenger);
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', session: { ...s.session, passenger } } : s));
    },
    [setState],
  );

  const value = useMemo<SessionContextValue | null>(
    () => (session ? { token: session.token, passenger: session.passenger, setPassenger, expire } : null),
    [session, setPassenger, expire],
  );

  if (state.kind === 'unreachable') {
    return (
      <div className="page container corporate-check" role="alert">
        <h1 className="page__title">We could not check your sign-in</h1>
        <p>{state.message}</p>
        <p className="corporate-check__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            Try again
          </button>
          <button type="button" className="button" onClick={expire}>
            Sign in again
          </button>
        </p>
      </div>
    );
  }
  if (!value) {
    return (
      <div className="page container corporate-check" role="status">
        <span className="corporate-check__spinner" aria-hidden="true" />
        Checking your sign-in…
      </div>
    );
  }
  return (
    <SessionContext.Provider value={value}>
      <CorporateShell />
    </SessionContext.Provider>
  );
}
