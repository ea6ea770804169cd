import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { DriverScreen } from '../components/driver-screen';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignedOutPage } from '../features/signed-out/signed-out-page';
import { useDriverSession } from '../session/driver-session';
import { SIGN_IN_ROUTE } from './paths';
import { SignedInApp } from './signed-in-app';

/** The app's screens: the sign-in link's, and the one the session decides (signed in: the jobs and their pages; else signed out). */
export function DriverApp() {
  return (
    <Routes>
      <Route path={SIGN_IN_ROUTE} element={<SignInPage />} />
      <Route path="*" element={<SessionScreen />} />
    </Routes>
  );
}

function SessionScreen() {
  const { state, check } = useDriverSession();
  useEffect(() => {
    if (state.status === 'unknown') check();
  }, [state.status, check]);

  switch (state.status) {
    case 'signed-in':
      return <SignedInApp session={state.session} />;
    case 'signed-out':
      return <SignedOutPage ended={state.ended} />;
    case 'offline':
      return (
        <DriverScreen title="No signal">
          <p className="driver-message" role="status">
            The app will look again when the phone is back online.
          </p>
          <button type="button" className="button button--block" onClick={check}>
            Try again
          </button>
        </DriverScreen>
      );
    default:
      return (
        <DriverScreen title="One moment…">
          <p className="driver-hint" role="status">
            Checking you are signed in.
          </p>
        </DriverScreen>
      );
  }
}
