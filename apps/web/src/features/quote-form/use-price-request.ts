/** Home Next (spec §4): price the saved form, then go to the results or explain why not. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../app/router';
import { URGENT_DIALOG_CLOSE_MS, URGENT_ERRORS, URGENT_REDIRECT_MS } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { calculatePrices } from '../../lib/prices';
import { writeStored, type BookingType } from '../../lib/storage';

export type PriceRequestState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'urgent' }
  | { kind: 'error'; message: string };

export function usePriceRequest() {
  const navigate = useNavigate();
  const [state, setState] = useState<PriceRequestState>({ kind: 'idle' });
  const timers = useRef<number[]>([]);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };
  useEffect(
    () => () => {
      clearTimers();
      controller.current?.abort();
    },
    [],
  );

  /** Closing the urgent dialog, by hand or after 3 s, leads to the manual quote form. */
  const closeUrgent = useCallback(() => {
    clearTimers();
    setState({ kind: 'idle' });
    timers.current.push(window.setTimeout(() => void navigate('/quoteView'), URGENT_REDIRECT_MS));
  }, [navigate]);

  /** The urgent dialog's button: the manual quote form at once, without waiting for the timers. */
  const continueUrgent = useCallback(() => {
    clearTimers();
    setState({ kind: 'idle' });
    void navigate('/quoteView');
  }, [navigate]);

  const start = useCallback(
    async (type: BookingType) => {
      if (busy.current) return;
      busy.current = true;
      clearTimers();
      const abort = new AbortController();
      controller.current = abort;
      writeStored('BookingType', type);
      setState({ kind: 'loading' });
      try {
        await calculatePrices(type, abort.signal);
        setState({ kind: 'idle' });
        void navigate('/quotationview');
      } catch (error) {
        if (abort.signal.aborted) return;
        const message = errorMessage(error);
        if (URGENT_ERRORS.includes(message)) {
          setState({ kind: 'urgent' });
          timers.current.push(window.setTimeout(closeUrgent, URGENT_DIALOG_CLOSE_MS));
        } else {
          setState({ kind: 'error', message });
        }
      } finally {
        busy.current = false;
      }
    },
    [navigate, closeUrgent],
  );

  const dismissError = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, start, closeUrgent, continueUrgent, dismissError };
}
