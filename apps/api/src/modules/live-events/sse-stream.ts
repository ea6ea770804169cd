/**
 * Server-sent events of the live-events bus, for GET /api/operator/v1/events and, through
 * `streamOf`, the driver app's GET /api/driver/v1/events (the routes and their sign-in checks
 * belong to their modules; this is the stream and its caps). The reply is hijacked
 * and written by hand: nothing may buffer it (compression, onSend hooks), and each event must leave
 * at once. Ids count per stream and are not replayed: a board refetches when its stream reconnects.
 * The caps count this instance's streams (http/limits.ts, STREAM_LIMITS).
 *
 * A job event carries the changed jobs as board rows: read once per event by this instance (however
 * many streams are open), then each stream sends only the rows of the companies its holder may see.
 */
import { isEnquiryEvent, isJobEvent, type BoardEvent, type BusEvent, type JobListItem, type LiveEvent } from '@kerbside/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { STREAM_LIMITS } from '../../http/limits.js';
import type { LiveEvents } from '../../platform/live-events/index.js';

/** Who holds a stream: what the caps count and what ends it. */
export interface StreamHolder {
  /** The session (a console's, or with `sessionKind: 'driver'` a driver app's): a few streams each, and signing out ends them (endSessions). */
  sessionId: number;
  sessionKind?: SessionKind;
  /** Streams this session may hold at once; left out: the console's (maxPerSession). */
  maxPerSession?: number;
  /** Whose share of the server's streams it counts against: a company's id, or 'platform' for a platform admin. */
  tenant: string;
  /**
   * The client's address key (an IPv6 address by its /64); left out: not capped by address (a
   * driver's phone, whose mobile network may put many drivers behind one address).
   */
  address?: string;
  /** Streams from one address; left out: the console's (maxPerAddress). */
  maxPerAddress?: number;
  /** When the session expires (ISO 8601): the stream ends then at the latest. */
  sessionExpiresAt?: string;
}

export interface EventStreamsOptions {
  /** Open streams one instance serves (each holds a socket and a subscription); see fairShare below. */
  maxStreams?: number;
  /** Open streams of one session: a board in each of a few tabs. More are answered 429. */
  maxPerSession?: number;
  /** Open streams from one client address: an office of a few dispatchers. More are answered 429. */
  maxPerAddress?: number;
  /** A comment line this often keeps proxies from closing an idle stream and finds dead clients. */
  heartbeatMs?: number;
  /** What EventSource waits before reconnecting (the `retry:` line). */
  retryMs?: number;
  /**
   * A stream ends after this long and the browser reconnects: the route checks the session again
   * (an expired session, a company made inactive). Sign-out and deactivation end it at once.
   */
  maxAgeMs?: number;
  /** A client that reads nothing while this much waits for it is cut off. */
  maxBufferedBytes?: number;
  /** The jobs as rows of the board's list, every company's (the streams narrow them); none: events go without rows. */
  boardRows?: BoardRowReader;
  /** Where a failed read of the rows is told (the event then goes without them and the boards refetch). */
  log?: { warn(obj: object, msg: string): void };
}

/** Console sessions (staff_sessions) and driver-app sessions (driver_sessions) have ids of their own; a tracking link counts as its job's id. */
export type SessionKind = 'staff' | 'driver' | 'track';

/** What a stream sends for a bus event: each message's `event:` name and its JSON data (none: nothing); `end`: the stream closes once it is sent. */
export type StreamMessage = { event: string; data: unknown; end?: boolean };
export type StreamRender = (event: BusEvent) => Promise<StreamMessage[]> | null;

/** Reads jobs as the board lists them, whatever their company. */
export type BoardRowReader = (jobIds: readonly number[]) => Promise<JobListItem[]>;

export interface EventStreams {
  /**
   * Answers with the stream of the events `filter` lets through; 429 with JSON over the caps of
   * the session or the address, 503 over the server's cap or the company's fair share of it.
   */
  stream(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder, canSee: (companyId: number | null) => boolean): FastifyReply;
  /**
   * The same stream, caps and ending, for another audience (the driver app): `render` turns each bus
   * event into what this stream sends (null: nothing; a promise keeps the bus's order).
   */
  streamOf(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder, render: StreamRender, opening?: readonly StreamMessage[]): FastifyReply;
  /** Ends at once the streams these sessions hold (signed out, deactivated); answers how many ended. */
  endSessions(sessionIds: readonly number[], kind?: SessionKind): number;
  /** How many streams are open now. */
  readonly open: number;
  /** Ends every stream and refuses new ones: call in preClose, or closing the server waits for them. */
  closeAll(): void;
}

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections to this server just now. The board will try again.';
export const sessionStreamsMessage = (max: number) =>
  `The console is open in ${max} tabs or windows with this sign-in already. Close one of them to get live updates here.`;
export const driverStreamsMessage = (max: number) => `Live updates are open ${max} times on this phone already. Close the app in another tab to get them here.`;
export const trackStreamsMessage = (max: number) => `This tracking page is open ${max} times already. Close it in another tab to follow the car here.`;
export const addressStreamsMessage = (max: number) =>
  `${max} live connections are open from your network already. Close the board in another tab or on another computer to get live updates here.`;

/** What a refused stream is told to wait (Retry-After) when the wait is for another stream to close. */
const CLOSE_ONE_RETRY_SECONDS = 30;

interface OpenStream {
  holder: StreamHolder;
  end(): void;
}

/** Sets of open streams by a key; a key without streams is removed. */
function streamIndex<K>() {
  const sets = new Map<K, Set<OpenStream>>();
  return {
    sets,
    count: (key: K) => sets.get(key)?.size ?? 0,
    add(key: K, stream: OpenStream) {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new Set()));
      set.add(stream);
    },
    remove(key: K, stream: OpenStream) {
      const set = sets.get(key);
      if (set?.delete(stream) && set.size === 0) sets.delete(key);
    },
  };
}

export function createEventStreams(events: LiveEvents, options: EventStreamsOptions = {}): EventStreams {
  const maxStreams = options.maxStreams ?? STREAM_LIMITS.maxStreams;
  const maxPerSession = options.maxPerSession ?? STREAM_LIMITS.maxPerSession;
  const maxPerAddress = options.maxPerAddress ?? STREAM_LIMITS.maxPerAddress;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const retryMs = options.retryMs ?? 3_000;
  const maxAgeMs = options.maxAgeMs ?? 15 * 60_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
  const rowsOf = eventRows(options.boardRows, options.log);
  const open = new Set<OpenStream>();
  const bySession = streamIndex<string>();
  const sessionKey = (kind: SessionKind | undefined, id: number) => `${kind ?? 'staff'}:${id}`;
  const byAddress = streamIndex<string>();
  // Insertion order: a company's oldest stream comes first.
  const byTenant = streamIndex<string>();
  let closing = false;

  /**
   * The server is full. A company below its fair share (the cap divided by the companies holding
   * streams, this one included) takes the place of the oldest stream of the company holding the
   * most, which is then above its share (the shares add up to no more than the cap). True when a
   * place was made.
   */
  function makeRoomFor(tenant: string): boolean {
    const holders = byTenant.sets.size + (byTenant.sets.has(tenant) ? 0 : 1);
    if (byTenant.count(tenant) >= Math.floor(maxStreams / holders)) return false;
    let largest: Set<OpenStream> | undefined;
    for (const set of byTenant.sets.values()) if (!largest || set.size > largest.size) largest = set;
    const oldest = largest?.values().next().value;
    if (!oldest) return false;
    oldest.end();
    return true;
  }

  function refuse(reply: FastifyReply, status: 429 | 503, retryAfterSeconds: number, message: string) {
    return reply.code(status).header('retry-after', String(retryAfterSeconds)).send({ success: false, message });
  }

  /** The board's events for a holder who may see the companies `canSee` lets through. */
  function boardRender(canSee: (companyId: number | null) => boolean): StreamRender {
    return (event) => {
      if (isEnquiryEvent(event)) return canSee(event.company_id) ? Promise.resolve([{ event: event.type, data: event }]) : null;
      if (!isJobEvent(event) || !canSee(event.company_id)) return null;
      const rows = rowsOf(event);
      return rows.then((all) => {
        const data: BoardEvent = { ...event, rows: all.filter((row) => row.company_id === event.company_id && canSee(row.company_id)) };
        return [{ event: event.type, data }];
      });
    };
  }

  function streamOf(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder, render: StreamRender, opening: readonly StreamMessage[] = []): FastifyReply {
    const session = sessionKey(holder.sessionKind, holder.sessionId);
    const perSession = holder.maxPerSession ?? maxPerSession;
    if (closing) return refuse(reply, 503, Math.ceil(retryMs / 1000), TOO_MANY_STREAMS_MESSAGE);
    if (bySession.count(session) >= perSession) {
      const words = holder.sessionKind === 'driver' ? driverStreamsMessage : holder.sessionKind === 'track' ? trackStreamsMessage : sessionStreamsMessage;
      return refuse(reply, 429, CLOSE_ONE_RETRY_SECONDS, words(perSession));
    }
    const perAddress = holder.maxPerAddress ?? maxPerAddress;
    if (holder.address !== undefined && byAddress.count(holder.address) >= perAddress) return refuse(reply, 429, CLOSE_ONE_RETRY_SECONDS, addressStreamsMessage(perAddress));
    if (open.size >= maxStreams && !makeRoomFor(holder.tenant)) return refuse(reply, 503, Math.ceil(retryMs / 1000), TOO_MANY_STREAMS_MESSAGE);
    const headers = { ...streamHeaders(reply), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' };
    if (request.method === 'HEAD') return reply.headers(headers).code(200).send();

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers);
    res.write(`retry: ${retryMs}\n: live events\n\n`);
    let sequence = 0;
    // Events leave in the order the bus brought them, each once its rows are read.
    let sending = Promise.resolve();

    const write = (text: string) => {
      if (!open.has(stream)) return;
      if (res.writableLength > maxBufferedBytes) return end();
      res.write(text);
    };
    const send = (message: StreamMessage) => {
      sequence += 1;
      write(`id: ${sequence}\nevent: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
      if (message.end) end();
    };
    const unsubscribe = events.subscribe((event) => {
      const messages = render(event);
      if (!messages) return;
      sending = sending.then(async () => {
        for (const message of await messages.catch(() => [])) send(message);
      });
    });
    const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
    const sessionLeft = holder.sessionExpiresAt ? Date.parse(holder.sessionExpiresAt) - Date.now() : Infinity;
    const expiry = setTimeout(() => end(), Math.max(0, Math.min(maxAgeMs, sessionLeft)));
    const stream: OpenStream = { holder, end };

    function cleanup() {
      if (!open.delete(stream)) return;
      bySession.remove(session, stream);
      if (holder.address !== undefined) byAddress.remove(holder.address, stream);
      byTenant.remove(holder.tenant, stream);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    }
    function end() {
      cleanup();
      res.end();
    }
    open.add(stream);
    bySession.add(session, stream);
    if (holder.address !== undefined) byAddress.add(holder.address, stream);
    byTenant.add(holder.tenant, stream);
    // 'close' comes when the client goes away as well as after end().
    res.on('close', cleanup);
    for (const message of opening) send(message);
    return reply;
  }

  return {
    stream: (request, reply, holder, canSee) => streamOf(request, reply, holder, boardRender(canSee)),
    streamOf,
    endSessions(sessionIds, kind) {
      let ended = 0;
      for (const id of sessionIds) {
        for (const stream of [...(bySession.sets.get(sessionKey(kind, id)) ?? [])]) {
          stream.end();
          ended += 1;
        }
      }
      return ended;
    },
    get open() {
      return open.size;
    },
    closeAll() {
      closing = true;
      for (const stream of [...open]) stream.end();
    },
  };
}

/**
 * The rows of an event, read once however many streams send it: every subscriber of this instance
 * hears the same event object. A failed read gives none (the boards refetch) and is logged.
 */
function eventRows(read: BoardRowReader | undefined, log: EventStreamsOptions['log']) {
  const cache = new WeakMap<LiveEvent, Promise<JobListItem[]>>();
  return (event: LiveEvent): Promise<JobListItem[]> => {
    if (!read) return Promise.resolve([]);
    let rows = cache.get(event);
    if (!rows) {
      rows = read(event.job_ids).catch((err: unknown) => {
        log?.warn({ err, job_ids: event.job_ids }, 'live events: could not read the rows of an event; it goes without them');
        return [];
      });
      cache.set(event, rows);
    }
    return rows;
  };
}

/** The headers hooks have set on the reply so far (security headers, request id), minus any body framing. */
function streamHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  }
  return headers;
}
