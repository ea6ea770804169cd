import { Suspense, useState } from 'react';
import type { FlightCheckRequest } from '@kerbside/contract';
import { lazyPart } from '../../app/lazy-screen';

/** The flight check's note is its own chunk: fetched only once a flight number is left filled in. */
const flightCheckNote = lazyPart<{ id: string; request: FlightCheckRequest }>(() => import('../flight-check/flight-check-note'));

/** Where and when the leg collects: what a flight number is checked against. */
export interface FlightCheckPlace {
  date: string;
  pickup: string;
  pickup_place_id?: string;
}

interface FlightFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The leg's pickup and date; without them (or a date) the number is not checked. */
  check?: FlightCheckPlace;
}

/** Flight or train reference, shown only for airport or terminal pickups; a flight number is checked once the field is left. */
export function FlightField({ id, label, value, onChange, check }: FlightFieldProps) {
  // The number as last left: typing again hides the note until the field is left again.
  const [left, setLeft] = useState('');
  const number = value.trim();
  const request = check && check.date && check.pickup.trim() && number && number === left ? { flight_number: number, ...check, pickup: check.pickup.trim() } : null;
  const noteId = `${id}-check`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        aria-describedby={request ? `${id}-hint ${noteId}` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setLeft(number)}
      />
      <span id={`${id}-hint`} className="field__hint">
        For example BA 117.
      </span>
      {request && (
        <Suspense fallback={null}>
          <flightCheckNote.Component id={noteId} request={request} />
        </Suspense>
      )}
    </div>
  );
}
