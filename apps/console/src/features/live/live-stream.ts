/**
 * The console's one live stream per tab: an EventSource on GET /api/operator/v1/events (same
 * origin, the staff cookie), opened by the signed-in shell whatever page is shown. Job events come
 * with the changed rows (boardEventSchema); enquiry events say only that the inbox changed. Events
 * missed while the stream was down are not replayed, so when it opens again after a failure the
 * caller is told to fetch everything again (`onResync`). The stream closes when the shell unmounts
 * (signing out).
 *
 * A stream the server refuses because this sign-in holds as many as it may (a fifth tab) is not
 * retried on the quick timer, which would only be refused again: the tab shows the server's reason
 * and asks again when the user does (Try again), comes back to the tab (focus, the tab shown again),
 * or once a minute by itself.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { probeStream } from './stream-refusal';
import { boardEventSchema, ENQUIRY_EVENT_TYPE, enquiryEventSchema, EVENTS_OPERATIONS, LIVE_EVENT_TYPES, pathOf, type BoardEvent, type EnquiryEvent } from '@kerbside/contract';

/**
 * 'connecting' before the first open; 'reconnecting' just after a failure; 'lost' when it lasts;
 * 'refused' when the server will not give this tab a stream until another one closes.
 */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'lost' | 'refused';

export interface LiveStreamState {
  connection: LiveConnection;
  /** The server's words when the stream is refused (connection 'refused'), else null. */
  refusal: string | null;
  /** Asks for the stream again now (after a refusal). */
  retry: () => void;
}

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
/** A refused tab asks again this seldom by itself, so a screen left on the wall comes back live once another tab closes. */
const REFUSED_RETRY_MS = 60_000;

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, text: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function useLiveStream(handlers: LiveHandlers): LiveStreamState {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const retryRef = useRef<() => void>(() => undefined);
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
    let refused = false;
    let probing = false;

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
        refused = false;
        setRefusal(null);
        setConnection('live');
      });
      stream.addEventListener('error', () => {
        if (stream !== source) return;
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer): ask why.
        if (stream.readyState !== EventSource.CLOSED) return markLost(false);
        source = null;
        stream.close();
        if (!refused) markLost(false);
        void askWhy();
      });
      for (const type of LIVE_EVENT_TYPES) stream.addEventListener(type, onJobEvent);
      stream.addEventListener(ENQUIRY_EVENT_TYPE, onEnquiryEvent);
    }

    /** After a closed stream: a refusal waits for the user; a stream that opens now is opened; anything else is retried later. */
    async function askWhy() {
      if (probing || stopped) return;
      probing = true;
      const probe = await probeStream(pathOf(EVENTS_OPERATIONS.operatorEvents));
      probing = false;
      if (stopped || source) return;
      if (probe.kind === 'refused') {
        refused = true;
        failed = true;
        clearTimeout(lostTimer);
        lostTimer = undefined;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(retryRefused, REFUSED_RETRY_MS);
        setRefusal(probe.message);
        setConnection('refused');
      } else if (probe.kind === 'open' && refused) {
        // The user asked and a place is free now.
        connect();
      } else {
        if (refused) {
          refused = false;
          setRefusal(null);
          markLost(false);
        }
        reconnectLater();
      }
    }

    /** The user asked, or came back to the tab: a refused tab asks once more. */
    function retryRefused() {
      if (!refused || source || probing) return;
      void askWhy();
    }
    function onVisible() {
      if (document.visibilityState === 'visible') retryRefused();
    }
    retryRef.current = retryRefused;

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
      refused = false;
      setRefusal(null);
      clearTimeout(retryTimer);
      markLost(true);
    }
    function onOnline() {
      if (source || probing) return;
      clearTimeout(retryTimer);
      attempts = 0;
      connect();
    }

    connect();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', retryRefused);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      source?.close();
      source = null;
      clearTimeout(lostTimer);
      clearTimeout(retryTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', retryRefused);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const retry = useCallback(() => retryRef.current(), []);
  return useMemo(() => ({ connection, refusal, retry }), [connection, refusal, retry]);
}
