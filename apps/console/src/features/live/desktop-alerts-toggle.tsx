import { IconSwitch } from '../../components/icon-switch';
import { setDesktopAlertsWanted, useDesktopAlerts } from './desktop-notifications';

const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';

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
    <IconSwitch
      name="Desktop notices"
      on={on}
      paths={{ on: BELL, off: `${BELL}M4 4l16 16` }}
      onToggle={() => void setDesktopAlertsWanted(!on)}
    />
  );
}
