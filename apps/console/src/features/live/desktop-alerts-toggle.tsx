import { setDesktopAlertsWanted, useDesktopAlerts } from './desktop-notifications';

/**
 * A switch for desktop notices of new bookings (off until turned on; the browser asks for its
 * permission on this click). Not offered where the browser has no notices; says so when it blocks them.
 */
export function DesktopAlertsToggle() {
  const state = useDesktopAlerts();
  if (state === 'unsupported') return null;
  if (state === 'blocked') return <span className="desktop-alerts-hint">Desktop notices are blocked in this browser’s site settings.</span>;
  const on = state === 'on';
  return (
    <button type="button" role="switch" aria-checked={on} className="button sound-toggle" onClick={() => void setDesktopAlertsWanted(!on)}>
      <svg className="sound-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={on ? 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0' : 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0M4 4l16 16'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Desktop notices <span aria-hidden="true">{on ? 'on' : 'off'}</span>
      </span>
    </button>
  );
}
