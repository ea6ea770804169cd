/**
 * The console's one live stream per tab: an EventSource on GET /api/operator/v1/events (same
 * origin, the staff cookie), opened by the signed-in shell whatever page is shown. Job events come
 * with the changed rows (boardEventSchema); enquiry events say only that the inbox changed. Events
 * missed while the stream was down are not replayed, so when it opens again after a failure the
 * caller is told to fetch everything again (`onResync`). The stream closes when the shell unmounts
 * (signing out).
 */
import { useEffect, useRef, useState } from 'react';
import { boardEventSchema, ENQUIRY_EVENT_TYPE, enquiryEventSchema, EVENTS_OPERATIONS, LIVE_EVENT_TYPES, pathOf, type BoardEvent, type EnquiryEvent } from '@kerbside/contract';

/** 'connecting' before the first open; 'reconnecting' just after a failure; 'lost' when it lasts. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'lost';

export interface LiveHandlers {
  onJobEvent(event: BoardEvent): void;
  onEnquiryEvent(event: EnquiryEvent): void;
  /** The stream is back after a failure: what changed meanwhile was never sent. */
  onResync(): void;
}

/**
 * A stream the server ends on purpose (every 15 minutes, so a revoked session stops hearing) comes
 * back within its 3 s retry: only a failure that outlasts this says "Connection lost".
 */
const LOST_AFTER_MS = 6_000;
/** Waits before a new EventSource when the browser gave up on one (a refused or failed answer). */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, text: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function useLiveStream(handlers: LiveHandlers): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  // The latest handlers, so the stream is opened once and never for a new render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let failed = false;
    let attempts = 0;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

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

    function onJobEvent(message: MessageEvent<string>) {
      const event = parsed(boardEventSchema, message.data);
      // An event that cannot be read still says something changed: fetch again.
      if (event) latest.current.onJobEvent(event);
      else latest.current.onResync();
    }
    function onEnquiryEvent(message: MessageEvent<string>) {
      const event = parsed(enquiryEventSchema, message.data);
      if (event) latest.current.onEnquiryEvent(event);
    }

    function connect() {
      if (stopped) return;
      const stream = new EventSource(pathOf(EVENTS_OPERATIONS.operatorEvents));
      source = stream;
      stream.addEventListener('open', () => {
        attempts = 0;
        clearTimeout(lostTimer);
        lostTimer = undefined;
        if (failed) latest.current.onResync();
        failed = false;
        setConnection('live');
      });
      stream.addEventListener('error', () => {
        if (stream !== source) return;
        markLost(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); so do we, later.
        if (stream.readyState === EventSource.CLOSED) reconnectLater();
      });
      for (const type of LIVE_EVENT_TYPES) stream.addEventListener(type, onJobEvent);
      stream.addEventListener(ENQUIRY_EVENT_TYPE, onEnquiryEvent);
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
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return connection;
}
