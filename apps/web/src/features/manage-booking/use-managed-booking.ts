import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, type ManagedBooking } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { fetchManagedBooking } from './manage-booking-api';

export type ManagedBookingState =
  | { kind: 'loading' }
  | { kind: 'ready'; booking: ManagedBooking }
  /** `invalid`: the link expired or is not valid (the server's words); otherwise a failure to retry. */
  | { kind: 'failed'; message: string; invalid: boolean };

const LOADING: ManagedBookingState = { kind: 'loading' };

/** The booking of a link's token; `reload` asks again, `show` puts a fresher copy (a cancel's answer) in place. */
export function useManagedBooking(token: string) {
  const [attempt, setAttempt] = useState(0);
  // Each answer keeps the request it answers, so a new token or a reload shows loading until answered.
  const [answer, setAnswer] = useState<{ request: string; state: ManagedBookingState } | null>(null);
  const request = JSON.stringify([token, attempt]);

  useEffect(() => {
    const abort = new AbortController();
    fetchManagedBooking(token, abort.signal).then(
      (booking) => {
        if (!abort.signal.aborted) setAnswer({ request, state: { kind: 'ready', booking } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        const invalid = status === 404;
        const message = (invalid || status === 429) && error instanceof Error ? error.message : MESSAGES.tryLater;
        setAnswer({ request, state: { kind: 'failed', message, invalid } });
      },
    );
    return () => abort.abort();
  }, [request, token]);

  const state = answer?.request === request ? answer.state : LOADING;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback((booking: ManagedBooking) => setAnswer({ request, state: { kind: 'ready', booking } }), [request]);
  return { state, reload, show };
}
