/**
 * Under an airport pickup's flight number: what the flight-status provider says of it (issue 28
 * Deliver 2). Its own chunk, loaded once a flight number is first left filled in. Shows nothing while
 * checking, when not checked (no provider, provider down, a date too far ahead) or when the check
 * fails: it is advice, and the booking never waits for it or depends on it.
 */
import { useEffect, useState } from 'react';
import { WEBSITE_ROUTES, type FlightCheck, type FlightCheckRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import './flight-check-note.css';

/** After the field is left: a visitor tabbing through the form asks once. */
const DEBOUNCE_MS = 400;

interface FlightCheckNoteProps {
  id: string;
  request: FlightCheckRequest;
}

export default function FlightCheckNote({ id, request }: FlightCheckNoteProps) {
  const { flight_number, date, pickup, pickup_place_id } = request;
  const key = [flight_number, date, pickup, pickup_place_id ?? ''].join('\n');
  // Each answer with the question it answers: a changed question shows nothing until its own answer.
  const [answered, setAnswered] = useState<{ key: string; answer: FlightCheck } | null>(null);
  const [keptKey, setKeptKey] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(WEBSITE_ROUTES.checkFlight, { body: { flight_number, date, pickup, pickup_place_id }, signal: controller.signal })
        .then((res) => setAnswered({ key, answer: res.data }))
        .catch(() => setAnswered(null)); // advice only: a failed check shows nothing
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, flight_number, date, pickup, pickup_place_id]);

  const answer = answered?.key === key ? answered.answer : null;
  const kept = keptKey === key;
  if (!answer || answer.result === 'not_checked') return null;
  if (answer.result === 'checked') {
    return (
      <p id={id} role="status" className="flight-check flight-check--checked">
        {answer.message}
      </p>
    );
  }
  if (kept) {
    return (
      <p id={id} role="status" className="flight-check">
        Keeping {answer.flight} as you entered it.
      </p>
    );
  }
  return (
    <div id={id} role="status" className="flight-check flight-check--mismatch">
      <p className="flight-check__text">{answer.message} Please check the number, or keep it if you are sure.</p>
      <button type="button" className="button button--ghost flight-check__keep" onClick={() => setKeptKey(key)}>
        Keep {answer.flight}
      </button>
    </div>
  );
}
