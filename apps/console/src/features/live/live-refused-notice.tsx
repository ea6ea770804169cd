import { useLive } from './live-provider';
import './live-refused-notice.css';

/**
 * At the top of every page while the server refuses this tab a live stream (the sign-in already
 * holds as many as it may): its reason, and Try again. The region is always there, so the words
 * are announced when they appear.
 */
export function LiveRefusedNotice() {
  const { connection, refusal, retryLive } = useLive();
  const shown = connection === 'refused' && refusal !== null;
  return (
    <div role="status" className={shown ? 'container live-refused' : undefined}>
      {shown && (
        <div className="live-refused__box">
          <p className="live-refused__text">
            <strong>Live updates are off in this tab.</strong> {refusal}
          </p>
          <button type="button" className="button live-refused__retry" onClick={retryLive}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
