/**
 * The tracking page's data: the snapshot once, then live from the server's stream (EventSource
 * reconnects by itself). A 404 at any point is the link's end. A stream the server refused or lost
 * for good is asked again with one fetch a little later: that tells an ended link from a bad network.
 */
import { useEffect, useState } from 'react';
import { TRACKING_STREAM_EVENTS, trackingApiPath, trackingStreamPath, type TrackingSnapshot } from '@kerbside/contract';

export type TrackingState =
  | { kind: 'loading' }
  | { kind: 'ended' }
  | { kind: 'failed' }
  | { kind: 'ready'; snapshot: TrackingSnapshot };

const RETRY_MS = 10_000;

async function fetchSnapshot(token: string, signal: AbortSignal): Promise<TrackingSnapshot | 'ended' | 'failed'> {
  try {
    const res = await fetch(trackingApiPath(token), { signal, headers: { accept: 'application/json' } });
    if (res.status === 404) return 'ended';
    if (!res.ok) return 'failed';
    return ((await res.json()) as { data: TrackingSnapshot }).data;
  } catch (error) {
    if (signal.aborted) throw error;
    return 'failed';
  }
}

export function useTracking(token: string): TrackingState {
  const [state, setState] = useState<TrackingState>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const show = (snapshot: TrackingSnapshot) => {
      setState({ kind: 'ready', snapshot });
      // After the drop-off nothing more changes: stop listening (the server closes the stream too).
      if (snapshot.stage === 'completed') source?.close();
    };

    const listen = () => {
      source = new EventSource(trackingStreamPath(token));
      source.addEventListener(TRACKING_STREAM_EVENTS.snapshot, (event) => show(JSON.parse((event as MessageEvent<string>).data) as TrackingSnapshot));
      source.addEventListener(TRACKING_STREAM_EVENTS.ended, () => {
        source?.close();
        setState({ kind: 'ended' });
      });
      source.addEventListener('error', () => {
        // CONNECTING: the browser tries again by itself. CLOSED: refused (404, 429) or given up.
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => void load(), RETRY_MS);
      });
    };

    async function load() {
      const answer = await fetchSnapshot(token, abort.signal).catch(() => null);
      if (answer === null || abort.signal.aborted) return;
      if (answer === 'ended') return setState({ kind: 'ended' });
      if (answer === 'failed') {
        setState((current) => (current.kind === 'ready' ? current : { kind: 'failed' }));
        retry = setTimeout(() => void load(), RETRY_MS);
        return;
      }
      show(answer);
      if (answer.stage !== 'completed') listen();
    }

    void load();
    return () => {
      abort.abort();
      source?.close();
      clearTimeout(retry);
    };
  }, [token]);

  return state;
}
