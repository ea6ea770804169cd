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

/** One page of the passenger's bookings, newest first; a refused token ends the session. */
export function useBookings(page: number) {
  const { token, passenger, expire } = useCorporateSession();
  const [state, setState] = useState<BookingsState>({ kind: 'loading' });
  // Kept while the next page loads, so the pager and the skeleton keep their size.
  const [last, setLast] = useState<{ pagination: Pagination; count: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    fetchBookings(passenger.passenger_id, page, token, abort.signal).then(
      (response) => {
        if (abort.signal.aborted) return;
        setState({ kind: 'ready', bookings: response.data, pagination: response.pagination });
        setLast({ pagination: response.pagination, count: response.data.length });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (isUnauthorised(error)) expire();
        else setState({ kind: 'failed', message: failureMessage(error) });
      },
    );
    return () => abort.abort();
  }, [page, token, passenger.passenger_id, attempt, expire]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, last, retry };
}
