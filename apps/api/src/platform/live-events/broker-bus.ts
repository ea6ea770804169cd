/**
 * What the PostgreSQL and Redis carriers share. A published event goes to this instance's
 * subscribers at once (so they hear it even while the broker is away) and to the broker wrapped
 * with this instance's origin id; the copy that comes back from the broker is recognised by that
 * id and dropped, so every subscriber hears each event exactly once. Whatever else arrives is
 * parsed with the schema: a malformed message is logged and dropped, never thrown.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { busEventSchema, type BusEvent } from '@kerbside/contract';
import { createLocalFanout, type LiveEvents, type LiveEventsLog } from './live-events.js';

const wireSchema = z.object({ origin: z.string().min(1).max(64), event: busEventSchema });
type WireMessage = z.infer<typeof wireSchema>;

export function encodeWire(origin: string, event: BusEvent): string {
  return JSON.stringify({ origin, event } satisfies WireMessage);
}

/** The message, or null when it is not JSON or not a live event. */
export function decodeWire(text: string): WireMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = wireSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A broker connection: sends messages, hands what it hears to `receive`. */
export interface BrokerTransport {
  send(message: string): Promise<void>;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Logs a repeated failure at most once a minute, with how many happened since. */
export function throttledError(log: LiveEventsLog, msg: string, everyMs = 60_000) {
  let last = -Infinity;
  let unreported = 0;
  return (err: unknown, detail: object = {}) => {
    unreported += 1;
    const t = Date.now();
    if (t - last < everyMs) return;
    log.error({ err, ...detail, occurrences: unreported }, msg);
    last = t;
    unreported = 0;
  };
}

export function createBrokerLiveEvents(
  kind: 'postgres' | 'redis',
  log: LiveEventsLog,
  connect: (receive: (message: string) => void) => BrokerTransport,
): LiveEvents {
  const origin = randomUUID();
  const local = createLocalFanout(log);
  const publishFailed = throttledError(log, `live events: could not publish through ${kind}; other instances miss these events`);
  let closed = false;

  const transport = connect((message) => {
    if (closed) return;
    const wire = decodeWire(message);
    if (!wire) {
      log.warn({ kind, bytes: Buffer.byteLength(message) }, 'live events: dropped a malformed message from the broker');
      return;
    }
    if (wire.origin !== origin) local.deliver(wire.event);
  });

  return {
    kind,
    async publish(event) {
      const valid = busEventSchema.parse(event);
      if (closed) return;
      local.deliver(valid);
      try {
        await transport.send(encodeWire(origin, valid));
      } catch (err) {
        publishFailed(err, { kind, type: valid.type });
      }
    },
    subscribe: (listener) => local.add(listener),
    ready: () => transport.ready(),
    async close() {
      if (closed) return;
      closed = true;
      local.clear();
      await transport.close();
    },
  };
}
