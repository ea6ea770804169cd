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
