/**
 * The board's live stream: an EventSource on GET /api/operator/v1/events (same origin, the staff
 * cookie). Each `job.created` / `job.updated` event refetches every job query on screen (the board's
 * pages, an open job); a new booking is also marked fresh for a few seconds, chimes and is
 * announced. Events missed while the stream was down are not replayed, so when it opens again
 * after a failure everything is fetched again. The stream closes when the board unmounts (leaving
 * the bookings area, signing out).
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EVENTS_OPERATIONS, LIVE_EVENT_TYPES, liveEventSchema, pathOf } from '@kerbside/contract';
import { fetchJob, jobKey } from '../job/job-api';
import { JOBS_KEY } from './board-api';
import { newBookingAnnouncement } from './live-text';
import { playNewBookingChime } from './new-booking-sound';

/** 'connecting' before the first open; 'reconnecting' just after a failure; 'lost' when it lasts. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'lost';

export interface LiveBoard {
  connection: LiveConnection;
  /** Jobs of bookings made in the last few seconds: the board highlights them. */
  fresh: ReadonlySet<number>;
  /** "New booking KB-… at 10:30", for the polite live region. */
  announcement: string;
}

/** How long a new booking stays highlighted. */
const FRESH_MS = 8_000;
/**
 * A stream the server ends on purpose (every 15 minutes, so a revoked session stops hearing) comes
 * back within its 3 s retry: only a failure that outlasts this says "Connection lost".
 */
const LOST_AFTER_MS = 6_000;
/** Waits before a new EventSource when the browser gave up on one (a refused or failed answer). */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

export function useLiveBoard(): LiveBoard {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let source: EventSource | null = null;
    let failed = false;
    let attempts = 0;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const freshTimers = new Set<ReturnType<typeof setTimeout>>();
    let stopped = false;

    const refetchJobs = () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY });

    function markLost(now: boolean) {
      failed = true;
      if (now) {
        clearTimeout(lostTimer);
        lostTimer = undefined;
        setConnection('lost');
      } else {
        setConnection((before) => (before === 'lost' ? before : 'reconnecting'));
        lostTimer ??= setTimeout(() => setConnection('lost'), LOST_AFTER_MS);
      }
    }

    function newBooking(jobIds: readonly number[]) {
      setFresh((before) => new Set([...before, ...jobIds]));
      const timer = setTimeout(() => {
        freshTimers.delete(timer);
        setFresh((before) => new Set([...before].filter((id) => !jobIds.includes(id))));
      }, FRESH_MS);
      freshTimers.add(timer);
      playNewBookingChime();
      // The event names only ids: the first job (the outbound leg) gives the number and the time.
      const first = Math.min(...jobIds);
      queryClient
        .fetchQuery({ queryKey: jobKey(first), queryFn: ({ signal }) => fetchJob(first, signal) })
        .then((detail) => setAnnouncement(newBookingAnnouncement(detail.job, new Date())))
        .catch(() => setAnnouncement('New booking'));
    }

    function onEvent(event: MessageEvent<string>) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = liveEventSchema.safeParse(data);
      if (!parsed.success) return;
      refetchJobs();
      if (parsed.data.type === 'job.created') newBooking(parsed.data.job_ids);
    }

    function connect() {
      if (stopped) return;
      const stream = new EventSource(pathOf(EVENTS_OPERATIONS.operatorEvents));
      source = stream;
      stream.addEventListener('open', () => {
        attempts = 0;
        clearTimeout(lostTimer);
        lostTimer = undefined;
        // What changed while the stream was down was never sent: fetch it all again.
        if (failed) refetchJobs();
        failed = false;
        setConnection('live');
      });
      stream.addEventListener('error', () => {
        if (stream !== source) return;
        markLost(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); so do we, later.
        if (stream.readyState === EventSource.CLOSED) reconnectLater();
      });
      for (const type of LIVE_EVENT_TYPES) stream.addEventListener(type, onEvent);
    }

    function reconnectLater() {
      source?.close();
      source = null;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]);
      attempts += 1;
    }

    // The device lost its network: a stream can take minutes to notice, the browser knows now.
    function onOffline() {
      source?.close();
      source = null;
      clearTimeout(retryTimer);
      markLost(true);
    }
    function onOnline() {
      if (source) return;
      clearTimeout(retryTimer);
      attempts = 0;
      connect();
    }

    connect();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      source?.close();
      source = null;
      clearTimeout(lostTimer);
      clearTimeout(retryTimer);
      freshTimers.forEach(clearTimeout);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);

  return { connection, fresh, announcement };
}
