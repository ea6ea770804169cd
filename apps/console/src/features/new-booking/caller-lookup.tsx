/**
 * The caller lookup: a phone number, email or name as the dispatcher types it, the callers found,
 * and each one's recent journeys with Repeat and Reverse. ↓ from the box goes to the first journey's
 * Repeat, ↑/↓ move between the journeys, Enter books it again.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { normaliseUkPhone, type Caller, type CallerJourney } from '@kerbside/contract';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { formatShortDay } from '../../lib/format';
import { CallerNotesDialog } from './caller-notes-dialog';
import { useCallerLookup } from './desk-api';

interface CallerLookupProps {
  q: string;
  onQ: (q: string) => void;
  companyId: number | undefined;
  today: string;
  /** A caller chosen, with the journey to book again (null: their details only), reversed or not. */
  onChoose: (caller: Caller, journey: CallerJourney | null, reverse: boolean) => void;
}

const ACTION = 'data-journey-action';

/** '+447700900123' → '+44 7700 900123', as people read it. */
export const phoneText = (e164: string) => normaliseUkPhone(e164) ?? e164;

function journeyText(j: CallerJourney): string {
  return j.drop_off_address ? `${j.pick_up_address} → ${j.drop_off_address}` : `${j.pick_up_address} (hourly hire)`;
}

export function CallerLookup({ q, onQ, companyId, today, onChoose }: CallerLookupProps) {
  const typed = useDebouncedValue(q.trim(), 150);
  const found = useCallerLookup(typed, companyId);
  const list = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<Caller | null>(null);

  const actions = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>(`[${ACTION}="repeat"]`) ?? []);
  function fromBox(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const first = actions()[0];
    if (first) {
      event.preventDefault();
      first.focus();
    }
  }
  function withinList(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = actions();
    const row = (event.target as HTMLElement).closest('[data-journey-row]');
    const at = all.findIndex((button) => button.closest('[data-journey-row]') === row);
    if (at === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) document.getElementById('caller-q')?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  const callers = typed.length >= 2 ? (found.data ?? []) : [];
  return (
    <div className="caller-lookup">
      <div className="field">
        <label className="field__label" htmlFor="caller-q">
          Find the caller
        </label>
        <input
          id="caller-q"
          className="input"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(event) => onQ(event.target.value)}
          onKeyDown={fromBox}
          aria-describedby="caller-q-hint"
          aria-controls="caller-results"
        />
        <span id="caller-q-hint" className="field__hint">
          Phone number, email or name. <kbd>↓</kbd> to the journeys, <kbd>Enter</kbd> to repeat one.
        </span>
      </div>
      <div id="caller-results" ref={list} onKeyDown={withinList} aria-live="polite" aria-busy={found.isFetching || undefined}>
        {typed.length >= 2 && found.isSuccess && callers.length === 0 && <p className="caller-lookup__none">No caller found: a new caller is recorded when you book.</p>}
        {found.isError && <p className="caller-lookup__none">Callers could not be looked up just now. You can still book.</p>}
        {callers.map((caller) => (
          <section key={caller.id} className="caller-card" aria-label={caller.name || caller.phone}>
            <div className="caller-card__head">
              <p className="caller-card__name">
                <strong>{caller.name || 'No name'}</strong> <span>{[phoneText(caller.phone), caller.email].filter(Boolean).join(' · ')}</span>
              </p>
              <span className="caller-journey__actions">
                <button type="button" className="button" onClick={() => setEditing(caller)}>
                  Notes
                </button>
                <button type="button" className="button" onClick={() => onChoose(caller, null, false)}>
                  New journey
                </button>
              </span>
            </div>
            {caller.do_not_book && <p className="caller-card__warning">Do not book{caller.notes ? `: ${caller.notes}` : ''}</p>}
            {!caller.do_not_book && caller.notes && <p className="caller-card__notes">{caller.notes}</p>}
            <ul className="caller-card__journeys">
              {caller.recent_journeys.map((journey) => (
                <li key={journey.booking_id} className="caller-journey" data-journey-row>
                  <span className="caller-journey__text">
                    <span className="caller-journey__when">
                      {formatShortDay(journey.pick_up_date, today)} {journey.pick_up_time}
                    </span>{' '}
                    {journeyText(journey)} <span className="caller-journey__vehicle">{journey.category_name}</span>
                  </span>
                  <span className="caller-journey__actions">
                    <button type="button" className="button" {...{ [ACTION]: 'repeat' }} onClick={() => onChoose(caller, journey, false)} aria-label={`Repeat ${journeyText(journey)}`}>
                      Repeat
                    </button>
                    {journey.drop_off_address && (
                      <button type="button" className="button" onClick={() => onChoose(caller, journey, true)} aria-label={`Reverse: ${journey.drop_off_address} → ${journey.pick_up_address}`}>
                        Reverse
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {editing && (
        <CallerNotesDialog
          caller={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) onChoose(saved, null, false);
          }}
        />
      )}
    </div>
  );
}
