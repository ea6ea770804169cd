import { useEffect, useRef, type KeyboardEvent } from 'react';
import { JOB_STATUSES, type JobStatus } from '@kerbside/contract';
import { toggleStatus } from './board-filters';
import { statusLabel } from './job-text';

function summary(statuses: readonly JobStatus[]): string {
  if (statuses.length === 0) return 'Any status';
  if (statuses.length <= 2) return statuses.map(statusLabel).join(', ');
  return `${statuses.length} statuses`;
}

/**
 * Several statuses at once: a disclosure (details/summary, keyboard-operable as it is) with a
 * checkbox per status, opening over the page. Escape or a click elsewhere closes it.
 */
export function StatusFilter({ statuses, onChange }: { statuses: readonly JobStatus[]; onChange: (statuses: JobStatus[]) => void }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = ref.current;
    if (event.key !== 'Escape' || !details?.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  }

  return (
    <div className="field status-filter">
      <span className="field__label" aria-hidden="true">
        Status
      </span>
      <details ref={ref} className="status-filter__menu" onKeyDown={onKeyDown}>
        <summary className="select status-filter__summary">
          <span className="visually-hidden">Status: </span>
          {summary(statuses)}
        </summary>
        <fieldset className="status-filter__panel">
          <legend className="visually-hidden">Show jobs that are</legend>
          {JOB_STATUSES.map((status) => (
            <label key={status} className="status-filter__choice">
              <input type="checkbox" checked={statuses.includes(status)} onChange={() => onChange(toggleStatus(statuses, status, JOB_STATUSES))} />
              {statusLabel(status)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
