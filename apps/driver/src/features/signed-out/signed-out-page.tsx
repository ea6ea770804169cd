import { DriverScreen } from '../../components/driver-screen';

/** What a phone without a driver session shows: the way in is the link the office sends. */
export function SignedOutPage() {
  return (
    <DriverScreen title="Sign in">
      <p className="driver-message">Open the sign-in link the office sent you.</p>
      <p className="driver-hint">It comes by email, and works once, for 15 minutes. No password is needed.</p>
    </DriverScreen>
  );
}
