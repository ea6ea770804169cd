import { useId, useState } from 'react';
import { useNavigate } from '../../app/router';
import { MESSAGES } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { errorMessage } from '../../lib/api-client';
import { isUnauthorised, logoutEverywhere } from './corporate-api';
import { clearSession } from './session';
import { useCorporateSession } from './session-context';

const TIMEOUT_MS = 8_000;

/**
 * My Account: ends every session of the passenger, this one included, then goes to /login.
 * Unlike Logout, a failed call keeps this session: the other devices are still signed in, and
 * the passenger should know that and try again.
 */
export function SignOutEverywhere() {
  const { token, expire } = useCorporateSession();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signOutEverywhere() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await logoutEverywhere(token, AbortSignal.timeout(TIMEOUT_MS));
    } catch (error) {
      if (isUnauthorised(error)) return expire();
      setBusy(false);
      setFailure(errorMessage(error));
      return;
    }
    clearSession();
    void navigate('/login', { replace: true });
  }

  return (
    <section className="card my-account__form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="my-account__title">
        Sign out everywhere
      </h2>
      <p id={`${id}-text`} className="my-account__text">
        Signs you out on every device and browser where you are signed in, this one included. Use it if you signed in on a
        shared computer or think someone else has access to your account.
      </p>
      {failure && (
        <InlineAlert>
          <p>{MESSAGES.signOutEverywhereFailed}</p>
          <p>{failure}</p>
        </InlineAlert>
      )}
      <BusyButton
        className="button my-account__save"
        busy={busy}
        busyLabel="Signing out…"
        aria-describedby={`${id}-text`}
        onClick={signOutEverywhere}
      >
        Sign out everywhere
      </BusyButton>
    </section>
  );
}
