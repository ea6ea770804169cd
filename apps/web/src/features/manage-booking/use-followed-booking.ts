import { useEffect, useRef, useState } from 'react';
import type { ManagedBooking } from '@kerbside/contract';
import { FOLLOW_INTERVAL_MS, bookingIsFollowed, journeyNews, journeyOf } from './follow-journey';
import { fetchManagedBooking } from './manage-booking-api';

/**
 * Asks for the booking every FOLLOW_INTERVAL_MS while its journey is followed and the page is in
 * view, and at once when the page comes back into view; puts a copy in place only when a leg's
 * status or driver changed (so a form being filled in is not redrawn for nothing). A failed ask is
 * dropped quietly: the page keeps what it shows, and the next turn asks again. Returns the news for
 * a polite live region.
 */
export function useFollowedBooking(token: string, booking: ManagedBooking | null, now: Date, show: (booking: ManagedBooking) => void): string {
  const [news, setNews] = useState('');
  const latest = useRef(booking);
  useEffect(() => {
    latest.current = booking;
  });
  const followed = booking !== null && bookingIsFollowed(booking, now);

  useEffect(() => {
    if (!followed) return undefined;
    let abort: AbortController | null = null;
    const ask = () => {
      if (document.visibilityState !== 'visible' || abort) return;
      const current = new AbortController();
      abort = current;
      fetchManagedBooking(token, current.signal)
        .then((fresh) => {
          const shown = latest.current;
          if (current.signal.aborted || !shown || journeyOf(fresh) === journeyOf(shown)) return;
          const told = journeyNews(shown, fresh);
          if (told) setNews(told);
          show(fresh);
        })
        .catch(() => undefined)
        .finally(() => {
          if (abort === current) abort = null;
        });
    };
    const timer = window.setInterval(ask, FOLLOW_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      abort?.abort();
    };
  }, [followed, token, show]);

  return news;
}
