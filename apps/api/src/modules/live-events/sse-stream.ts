/**
 * Server-sent events of the live-events bus, for GET /api/operator/v1/events (the route and its
 * sign-in check belong to the operator API; this is only the stream). The reply is hijacked and
 * written by hand: nothing may buffer it (compression, onSend hooks), and each event must leave at
 * once. Ids count per stream and are not replayed: a board refetches when its stream reconnects.
 */
import { isJobEvent, type LiveEvent } from '@kerbside/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { LiveEvents } from './live-events.js';

export interface EventStreamsOptions {
  /** Open streams one instance serves; more are answered 503 (each holds a socket and a subscription). */
  maxStreams?: number;
  /** A comment line this often keeps proxies from closing an idle stream and finds dead clients. */
  heartbeatMs?: number;
  /** What EventSource waits before reconnecting (the `retry:` line). */
  retryMs?: number;
  /**
   * A stream ends after this long and the browser reconnects: the route checks the session
   * again, so a signed-out or deactivated staff member stops hearing events within this time.
   */
  maxAgeMs?: number;
  /** A client that reads nothing while this much waits for it is cut off. */
  maxBufferedBytes?: number;
}

export interface EventStreams {
  /** Answers with the stream of the events `filter` lets through; 503 with JSON over the cap. */
  stream(request: FastifyRequest, reply: FastifyReply, filter: (event: LiveEvent) => boolean): FastifyReply;
  /** How many streams are open now. */
  readonly open: number;
  /** Ends every stream and refuses new ones: call in preClose, or closing the server waits for them. */
  closeAll(): void;
}

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections to this server just now. The board will try again.';

export function createEventStreams(events: LiveEvents, options: EventStreamsOptions = {}): EventStreams {
  const maxStreams = options.maxStreams ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const retryMs = options.retryMs ?? 3_000;
  const maxAgeMs = options.maxAgeMs ?? 15 * 60_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
  const ends = new Set<() => void>();
  let closing = false;

  return {
    stream(request, reply, filter) {
      if (closing || ends.size >= maxStreams) {
        return reply.code(503).header('retry-after', String(Math.ceil(retryMs / 1000))).send({ success: false, message: TOO_MANY_STREAMS_MESSAGE });
      }
      const headers = { ...streamHeaders(reply), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' };
      if (request.method === 'HEAD') return reply.headers(headers).code(200).send();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, headers);
      res.write(`retry: ${retryMs}\n: live events\n\n`);
      let sequence = 0;

      const write = (text: string) => {
        if (res.writableLength > maxBufferedBytes) return end();
        res.write(text);
      };
      const unsubscribe = events.subscribe((event) => {
        if (!isJobEvent(event) || !filter(event)) return;
        sequence += 1;
        write(`id: ${sequence}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      const expiry = setTimeout(() => end(), maxAgeMs);

      function cleanup() {
        if (!ends.delete(end)) return;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      }
      function end() {
        cleanup();
        res.end();
      }
      ends.add(end);
      // 'close' comes when the client goes away as well as after end().
      res.on('close', cleanup);
      return reply;
    },
    get open() {
      return ends.size;
    },
    closeAll() {
      closing = true;
      for (const end of [...ends]) end();
    },
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
