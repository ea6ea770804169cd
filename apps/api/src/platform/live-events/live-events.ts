/**
 * The live-events bus: what changed (a new booking's jobs, a job's status), told to every open
 * operator board of every API instance. One interface, three carriers (live-events.factory.ts).
 */
import { busEventSchema, type BusEvent } from '@kerbside/contract';

export type LiveEventListener = (event: BusEvent) => void;

export interface LiveEvents {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /**
   * Delivers the event once to every subscriber of this instance and, through the broker, of
   * every other instance. Rejects only for an event the schema refuses (a bug); a broker outage
   * is logged, never thrown: the change itself is already committed.
   */
  publish(event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. A subscriber that throws is logged; the others still hear. */
  subscribe(listener: LiveEventListener): () => void;
  /** Resolves once this instance hears the other instances (at once in-process, or once closed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The parts of the Fastify logger the bus uses. */
export interface LiveEventsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** This instance's subscribers. Each subscription is its own entry, so one function may subscribe twice. */
export function createLocalFanout(log: LiveEventsLog) {
  const listeners = new Set<LiveEventListener>();
  return {
    add(listener: LiveEventListener): () => void {
      const entry: LiveEventListener = (event) => listener(event);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    deliver(event: BusEvent) {
      // A copy: a subscriber may unsubscribe (or subscribe another) while hearing the event.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          log.error({ err, type: event.type }, 'live events: a subscriber failed on an event');
        }
      }
    },
    get size() {
      return listeners.size;
    },
    clear() {
      listeners.clear();
    },
  };
}

/** The default carrier: subscribers of this process only (one instance, e.g. on the SQLite database). */
export function createInProcessLiveEvents(log: LiveEventsLog): LiveEvents {
  const local = createLocalFanout(log);
  let closed = false;
  return {
    kind: 'in-process',
    async publish(event) {
      const valid = busEventSchema.parse(event);
      if (!closed) local.deliver(valid);
    },
    subscribe: (listener) => local.add(listener),
    ready: async () => {},
    async close() {
      closed = true;
      local.clear();
    },
  };
}

/** How long a starting instance waits to hear the others before it serves anyway. */
export const LISTEN_AT_START_MS = 5_000;

/**
 * Waits, at start, until this instance hears the other instances. An instance that served before
 * it listened would miss a change made meanwhile and keep its stale copy for a cache's whole
 * lifetime. A broker that is away does not stop the start: that is logged, and the caches' own
 * lifetime bounds the staleness, as for any later outage.
 */
export async function listenBeforeServing(events: LiveEvents, log: LiveEventsLog, waitMs = LISTEN_AT_START_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  const heard = await Promise.race([events.ready().then(() => true as const), timedOut]);
  clearTimeout(timer);
  if (!heard) log.warn({ waitMs }, 'live events: not yet hearing the other instances; serving anyway (changes made meanwhile are missed until the caches expire)');
  return heard;
}
