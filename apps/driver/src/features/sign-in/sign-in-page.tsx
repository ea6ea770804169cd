import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DriverScreen } from '../../components/driver-screen';
import { useDriverSession } from '../../session/driver-session';
import { exchangeSignInToken } from './driver-session-client';
import { signInTokenFrom } from './sign-in-token';

type Stage = 'signing-in' | 'failed';

export const SIGN_IN_FAILED = 'This sign-in link has expired or was used already. Ask the office for a new one.';

/**
 * The screen a sign-in link opens: reads the token from the fragment, takes it out of the address
 * bar (so it is not left in the history or shared with a screenshot), then trades it for a
 * session and goes to the driver's home.
 */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn } = useDriverSession();
  const [token] = useState(() => signInTokenFrom(window.location.hash));
  const [stage, setStage] = useState<Stage>(token ? 'signing-in' : 'failed');
  // The token is single use: one exchange, even when React runs the effect twice (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void exchangeSignInToken(token).then((outcome) => {
      if (outcome.signedIn) {
        signedIn(outcome.session);
        void navigate('/', { replace: true });
      } else {
        setStage('failed');
      }
    });
  }, [token, signedIn, navigate]);

  if (stage === 'signing-in') {
    return (
      <DriverScreen title="Signing you in…">
        <p className="driver-message" role="status">
          One moment.
        </p>
      </DriverScreen>
    );
  }
  return (
    <DriverScreen title="Sign-in link not accepted">
      <p className="driver-message driver-message--problem" role="alert">
        {SIGN_IN_FAILED}
      </p>
      <Link className="button button--block" to="/">
        Back
      </Link>
    </DriverScreen>
  );
}
