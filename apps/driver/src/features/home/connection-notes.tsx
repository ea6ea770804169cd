import { useDriverJobs } from '../jobs/driver-jobs';

/** Calm lines about the phone's connection: the live stream down, sound not yet allowed. */
export function ConnectionNotes() {
  const { stream, soundReady } = useDriverJobs();
  return (
    <>
      {stream === 'reconnecting' && (
        <p className="driver-hint home__note" role="status">
          Reconnecting… New offers will show when the connection is back.
        </p>
      )}
      {!soundReady && <p className="driver-hint home__note">Tap anywhere to hear new offers.</p>}
    </>
  );
}
