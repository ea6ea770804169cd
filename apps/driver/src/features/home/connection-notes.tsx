import { useDriverJobs } from '../jobs/driver-jobs';
import { useStatusOutbox } from '../statuses/status-outbox';

/** Calm lines about the phone's connection: the live stream down, updates waiting for signal, sound not yet allowed. */
export function ConnectionNotes() {
  const { stream, soundReady } = useDriverJobs();
  const { waiting } = useStatusOutbox();
  return (
    <>
      {stream === 'reconnecting' && (
        <p className="driver-hint home__note" role="status">
          Reconnecting… New offers will show when the connection is back.
        </p>
      )}
      {waiting > 0 && (
        <p className="driver-hint home__note" role="status">
          {waiting === 1 ? '1 update waiting for signal' : `${waiting} updates waiting for signal`}
        </p>
      )}
      {!soundReady && <p className="driver-hint home__note">Tap anywhere to hear new offers.</p>}
    </>
  );
}
