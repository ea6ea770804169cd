import { useState } from 'react';
import type { DriverSession } from '@kerbside/contract';
import { DriverScreen } from '../../components/driver-screen';
import { useDriverSession } from '../../session/driver-session';
import './home.css';

export const SIGN_OUT_FAILED = 'This phone could not be signed out: there may be no signal. Try again.';

/** The signed-in driver's screen: who and for which company, their jobs (none yet: issue 25 §3 adds them), and Sign out. */
export function HomePage({ session }: { session: DriverSession }) {
  const { signOut } = useDriverSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  function signOutNow() {
    setPending(true);
    setFailed(false);
    void signOut().then((done) => {
      if (done) return;
      setPending(false);
      setFailed(true);
    });
  }

  return (
    <DriverScreen title={session.driver.name} company={session.company.name}>
      <p className="driver-hint home__vehicle">
        Vehicle <span className="home__registration">{session.vehicle_registration}</span>
      </p>
      <section className="home__jobs" aria-labelledby="home-jobs-title">
        <h2 id="home-jobs-title" className="home__section-title">
          Jobs
        </h2>
        <p className="driver-message">No jobs yet.</p>
        <p className="driver-hint">Jobs the office gives you appear here.</p>
      </section>
      {failed && (
        <p className="driver-message driver-message--problem" role="alert">
          {SIGN_OUT_FAILED}
        </p>
      )}
      <button type="button" className="button button--block home__sign-out" disabled={pending} onClick={signOutNow}>
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
    </DriverScreen>
  );
}
