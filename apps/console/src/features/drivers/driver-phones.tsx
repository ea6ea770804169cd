import type { DriverSessionRow } from '@kerbside/contract';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { londonDateTime } from '../../lib/london-time';
import { useDriverSessions, useSignOutPhone } from './drivers-api';

/** The phones signed in to the driver app as this driver, each with a way to sign it out (a lost or shared phone). */
export function DriverPhones({ driverId, onSignedOut }: { driverId: number; onSignedOut: (text: string) => void }) {
  const sessions = useDriverSessions(driverId);
  const signOut = useSignOutPhone();

  function end(session: DriverSessionRow) {
    signOut.mutate({ driverId, sessionId: session.id }, { onSuccess: () => onSignedOut(`The phone (${session.device_label}) is signed out.`) });
  }

  return (
    <section className="card driver-card" aria-labelledby="driver-phones-title">
      <h2 id="driver-phones-title" className="driver-card__title">
        Signed-in phones
      </h2>
      {signOut.error && (
        <p className="alert" role="alert">
          {errorMessage(signOut.error)}
        </p>
      )}
      {sessions.isError && !sessions.data ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <p role="status">Loading the phones…</p>
      ) : sessions.data.length === 0 ? (
        <p className="driver-card__lead">No phone is signed in.</p>
      ) : (
        <ul className="driver-phones" aria-label="Signed-in phones">
          {sessions.data.map((session) => (
            <li key={session.id} className="driver-phone">
              <div className="driver-phone__text">
                <p className="driver-phone__device">{session.device_label}</p>
                <p className="driver-phone__times">
                  <span>
                    Signed in <time dateTime={session.created_at}>{londonDateTime(session.created_at)}</time>
                  </span>
                  <span>
                    Last used <time dateTime={session.last_seen_at}>{londonDateTime(session.last_seen_at)}</time>
                  </span>
                </p>
              </div>
              <button type="button" className="button" disabled={signOut.isPending} onClick={() => end(session)}>
                Sign out this phone<span className="visually-hidden"> ({session.device_label})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
