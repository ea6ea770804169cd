import type { Driver } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { useSendSignInLink } from './drivers-api';
import { signInLinkBlocker, signInLinkSent } from './sign-in-link';

/**
 * Sends the driver a sign-in link to the driver app (by mail), or says why it cannot yet. The
 * button stays in the page when it cannot be used, with the reason beside it, so staff see what
 * is missing rather than a control that is not there.
 */
export function DriverSignInCard({ driver, onSent }: { driver: Driver; onSent: (text: string) => void }) {
  const send = useSendSignInLink();
  const blocker = signInLinkBlocker(driver);
  return (
    <section className="card driver-card" aria-labelledby="driver-sign-in-title">
      <h2 id="driver-sign-in-title" className="driver-card__title">
        Driver app
      </h2>
      <p className="driver-card__lead">A sign-in link opens the driver app on the driver’s phone and signs it in. No password is needed.</p>
      {send.error && (
        <p className="alert" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={blocker !== null || send.isPending}
        aria-describedby={blocker ? 'driver-sign-in-blocker' : undefined}
        onClick={() => send.mutate(driver.id, { onSuccess: (sent) => onSent(signInLinkSent(sent.sent_to)) })}
      >
        {send.isPending ? 'Sending…' : 'Send sign-in link'}
      </button>
      {blocker && (
        <p id="driver-sign-in-blocker" className="driver-card__reason">
          {blocker}
        </p>
      )}
    </section>
  );
}
