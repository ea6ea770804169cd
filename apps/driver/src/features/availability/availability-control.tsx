import type { AvailabilityStatus } from '@kerbside/contract';
import { useAvailability } from './availability';
import './availability-control.css';

// The contract's AVAILABILITY_LABELS sits beside zod schemas the first load must not carry.
const CHOICES: [AvailabilityStatus, string][] = [
  ['on_shift', 'On shift'],
  ['on_break', 'On break'],
  ['off', 'Off'],
];

/** On shift / On break / Off: three big buttons side by side, the chosen one filled. */
export function AvailabilityControl() {
  const { status, pending, problem, set } = useAvailability();
  return (
    <div className="availability">
      <div className="availability__choices" role="group" aria-label="Availability">
        {CHOICES.map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            className={`availability__choice${(pending ?? status) === choice ? ' availability__choice--on' : ''}`}
            aria-pressed={status === choice}
            disabled={pending !== null}
            onClick={() => set(choice)}
          >
            {label}
          </button>
        ))}
      </div>
      {problem && (
        <p className="driver-message driver-message--problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
