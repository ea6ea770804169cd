/**
 * Console sessions that end (sign-out, a deactivated staff member) end their event streams on every
 * API instance. The staff module announces them on the live-events bus once the change has
 * committed; the announcing instance ends its own streams at once (the bus delivers locally before
 * it sends), the others as soon as the broker tells them. If the broker is away, another instance's
 * streams still end within their longest life (sse-stream.ts, maxAgeMs).
 */
import { SESSIONS_ENDED_MAX_IDS } from '@kerbside/contract';
import type { LiveEvents } from '../../platform/live-events/index.js';
import type { EventStreams, SessionKind } from './sse-stream.js';

export interface SessionEnds {
  /** Call after the sessions were revoked; never throws for a broker outage (the bus logs it). */
  announce(sessionIds: readonly number[]): Promise<void>;
}

/** `of: 'driver'`: the ended sessions are the driver app's (driver_sessions), whose ids are their own. */
export function createSessionEnds(events: LiveEvents, of: SessionKind = 'staff'): SessionEnds {
  return {
    async announce(sessionIds) {
      const ids = [...new Set(sessionIds)];
      for (let i = 0; i < ids.length; i += SESSIONS_ENDED_MAX_IDS) {
        await events.publish({ type: 'sessions.ended', session_ids: ids.slice(i, i + SESSIONS_ENDED_MAX_IDS), ...(of === 'driver' ? { of } : {}) });
      }
    },
  };
}

/** Ends this instance's streams of every session announced as ended; returns the unsubscribe function. */
export function endStreamsOfEndedSessions(events: LiveEvents, streams: Pick<EventStreams, 'endSessions'>): () => void {
  return events.subscribe((event) => {
    if (event.type === 'sessions.ended') streams.endSessions(event.session_ids, event.of ?? 'staff');
  });
}
