import type { LiveConnection } from '../live/live-stream';
import './live-status.css';

const WORDS: Record<LiveConnection, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  lost: 'Reconnecting…',
  refused: 'Not live in this tab',
};

/** "Live" with a steady dot while new bookings arrive by themselves; "Reconnecting…" when not. */
export function LiveStatus({ connection }: { connection: LiveConnection }) {
  return (
    <span className={`live-status live-status--${connection === 'live' ? 'live' : 'waiting'}`}>
      <span className="live-status__dot" aria-hidden="true" />
      {WORDS[connection]}
    </span>
  );
}

/**
 * Fixed at the bottom of the window (nothing on the page moves when it shows), in a status region
 * that is always there, so its words are announced when the stream is lost.
 */
export function ConnectionBanner({ connection }: { connection: LiveConnection }) {
  return (
    <div role="status" className="connection-banner-region">
      {connection === 'lost' && (
        <p className="connection-banner">
          <span className="connection-banner__icon" aria-hidden="true">
            !
          </span>
          Connection lost — the board will catch up when it returns.
        </p>
      )}
    </div>
  );
}
