import { DriverScreen } from '../../components/driver-screen';
import { SIGNED_OUT_BY_OFFICE } from '../../session/session-state';

/**
 * What a phone without a driver session shows: the way in is the link the office sends. `ended`:
 * the phone was signed in and the session ended (the office signed it out, the driver was
 * deactivated, 30 days passed), which it says first.
 */
export function SignedOutPage({ ended = false }: { ended?: boolean }) {
  return (
    <DriverScreen title={ended ? 'Signed out' : 'Sign in'}>
      {ended && (
        <p className="driver-message driver-message--problem" role="alert">
          {SIGNED_OUT_BY_OFFICE}
        </p>
      )}
      <p className="driver-message">Open the sign-in link the office sent you.</p>
      <p className="driver-hint">It comes by email, and works once, for 15 minutes. No password is needed.</p>
    </DriverScreen>
  );
}
