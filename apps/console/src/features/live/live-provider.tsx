/**
 * The signed-in shell's live alerts, on every page: one event stream per tab (live-stream.ts). A
 * job event's rows go straight into the board's cached lists (board-cache.ts) and Needs attention
 * is counted again; a new booking chimes, shows a desktop notice when they are on, is announced to
 * screen readers, is highlighted on the board for a few seconds and counts on the Bookings badge
 * until the board is opened; an enquiry event counts the new enquiries again.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { enquiryReference, type BoardEvent } from '@kerbside/contract';
import { ATTENTION_KEY } from '../attention/attention-api';
import { applyBoardEvent, refetchAllJobs } from '../board/board-cache';
import { ENQUIRIES_KEY } from '../enquiries/enquiries-api';
import { notifyDesktop } from './desktop-notifications';
import { newBookingAnnouncement, newBookingNotice } from './live-text';
import { useLiveStream, type LiveConnection } from './live-stream';
import { playNewBookingChime, useNewBookingSound, type SoundState } from './new-booking-sound';

export interface LiveAlerts {
  connection: LiveConnection;
  /** Why the server refused this tab a stream (connection 'refused'), in its words; else null. */
  refusal: string | null;
  /** Asks for a refused stream again. */
  retryLive: () => void;
  /** Jobs of bookings made in the last few seconds: the board highlights them. */
  fresh: ReadonlySet<number>;
  sound: SoundState;
  /** New bookings since the board was last open in this tab. */
  unseenBookings: number;
}

const LiveContext = createContext<LiveAlerts>({ connection: 'connecting', refusal: null, retryLive: () => undefined, fresh: new Set(), sound: 'off', unseenBookings: 0 });

/** How long a new booking stays highlighted. */
const FRESH_MS = 8_000;

/** The board's own addresses: there a new booking is seen as it arrives. */
const onBoard = (pathname: string) => pathname === '/bookings' || pathname.startsWith('/bookings/');

export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sound = useNewBookingSound();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [unseenBookings, setUnseenBookings] = useState(0);
  const freshTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  });
  // Opening the board sees the new bookings: the badge goes (set while rendering the new address).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (onBoard(pathname)) setUnseenBookings(0);
  }
  useEffect(() => {
    const timers = freshTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const newBooking = useCallback(
    (event: BoardEvent) => {
      const jobIds = event.job_ids;
      setFresh((before) => new Set([...before, ...jobIds]));
      const timer = setTimeout(() => {
        freshTimers.current.delete(timer);
        setFresh((before) => new Set([...before].filter((id) => !jobIds.includes(id))));
      }, FRESH_MS);
      freshTimers.current.add(timer);
      if (!onBoard(where.current)) setUnseenBookings((n) => n + 1);
      playNewBookingChime();
      // The outbound leg (the first) gives the number and the time.
      const first = [...event.rows].sort((a, b) => a.id - b.id)[0];
      if (!first) {
        setAnnouncement('New booking');
        return;
      }
      setAnnouncement(newBookingAnnouncement(first, new Date()));
      const notice = newBookingNotice(first, new Date());
      notifyDesktop(notice.title, notice.body, `booking-${first.booking_id}`, () => void navigate(`/jobs/${first.id}`));
    },
    [navigate],
  );

  const { connection, refusal, retry: retryLive } = useLiveStream({
    onJobEvent(event) {
      applyBoardEvent(queryClient, event);
      void queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
      if (event.type === 'job.created') newBooking(event);
    },
    onEnquiryEvent(event) {
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY });
      // A quote request that just arrived alerts as a new booking does (issue 24 §3).
      const requestId = event.quote_request_id;
      if (requestId === undefined) return;
      playNewBookingChime();
      const reference = enquiryReference('quote', requestId);
      setAnnouncement(`New quote request ${reference}`);
      notifyDesktop('New quote request', `${reference}: open it to take and price it.`, `quote-${requestId}`, () => void navigate(`/enquiries/quote/${requestId}`));
    },
    onResync() {
      refetchAllJobs(queryClient);
      void queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY });
    },
  });

  const value = useMemo(
    () => ({ connection, refusal, retryLive, fresh, sound, unseenBookings }),
    [connection, refusal, retryLive, fresh, sound, unseenBookings],
  );
  return (
    <LiveContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" className="visually-hidden board-announcer">
        {announcement}
      </div>
    </LiveContext.Provider>
  );
}

export const useLive = () => useContext(LiveContext);
