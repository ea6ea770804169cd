import { IconSwitch } from '../../components/icon-switch';
import { setSoundWanted, type SoundState } from '../live/new-booking-sound';

const SPEAKER = { on: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12', off: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6' };

/** A switch for the chime of new bookings, remembered on this device. */
export function SoundToggle({ sound }: { sound: SoundState }) {
  const on = sound !== 'off';
  return <IconSwitch name="Sound" on={on} paths={SPEAKER} onToggle={() => setSoundWanted(!on)} />;
}

/** Said under the title while the browser holds the sound back. */
export function SoundBlockedHint({ sound }: { sound: SoundState }) {
  if (sound !== 'blocked') return null;
  return <span className="sound-hint">Your browser holds sound back until you click or press a key on this page.</span>;
}
