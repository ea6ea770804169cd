import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '@kerbside/contract';
import { fetchBookings, isUnauthorised } from './corporate-api';
import { failureMessage } from './corporate-errors';
import type { Pagination } from './pagination';
import { useCorporateSession } from './session-context';

export type BookingsState =
  | { kind: 'loading' }
  | { kind: 'ready'; bookings: Booking[]; pagination: Pagination }
  | { kind: 'failed'; message: string };

const LOADING: BookingsState = { kind: 'loading' };

/** One page of the passenger's bookings, newest first; a refused token ends the session. */
export function useBookings(page: number) {
  const { token, passenger, expire } = useCorporateSession();
  const passengerId = passenger.passenger_id;
  const [attempt, setAttempt] = useState(0);
  // Each answer keeps the request it answers: until the current one is answered (first visit, other
  // page, retry) the bookings are loading.
  const [answer, setAnswer] = useState<{ request: string; state: BookingsState } | null>(null);
  const request = JSON.stringify([passengerId, page, token, attempt]);
  // Kept while the next page loads, so the pager and the skeleton keep their size.
  const [last, setLast] = useState<{ pagination: Pagination; count: number } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchBookings(passengerId, page, token, abort.signal).then(
      (response) => {
        if (abort.signal.aborted) return;
        setAnswer({ request, state: { kind: 'ready', bookings: response.data, pagination: response.pagination } });
        setLast({ pagination: response.pagination, count: response.data.length });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (isUnauthorised(error)) expire();
        else setAnswer({ request, state: { kind: 'failed', message: failureMessage(error) } });
      },
    );
    return () => abort.abort();
  }, [request, page, token, passengerId, attempt, expire]);

  const state = answer?.request === request ? answer.state : LOADING;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, last, retry };
}
