/**
 * Request ids and the one log line per request. Log lines carry no personal data: the line names
 * the matched route pattern, never the URL a visitor sent (autocomplete text, place ids and
 * coordinates travel in query strings), and errors keep only their type, code, message and stack
 * (a database error's `detail` repeats the values of the row).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions, RawServerDefault } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may send: short, and nothing that could forge a log field or header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The caller's X-Request-Id when it is a safe one, otherwise a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
};

function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const code = (err as { code?: unknown }).code;
  return { type: err.name, message: err.message, stack: err.stack ?? '', ...(code !== undefined ? { code } : {}) };
}

/** Fastify options for the logger and request ids; tests pass a stream to read the lines. */
export function loggingOptions(
  level: string,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions<RawServerDefault>, 'logger' | 'genReqId'> {
  return {
    logger: level === 'silent' ? false : { level, serializers: { err: serializeError }, ...(stream ? { stream } : {}) },
    genReqId: requestIdOf,
  };
}

/** A booking's signed link in a page's path (its manage page): whoever reads the log could use it. */
const BOOKING_LINK_PATH = /^(\/manage-booking\/)[^/]+/i;

/**
 * Where a request went: the route pattern of an /api call (its ids and query never), and for a
 * page or file of the website its path without the query string (nor a booking link's token).
 */
function whereTo(request: FastifyRequest): { route: string } | { route: string; path: string } {
  const route = request.routeOptions.url ?? 'no route';
  if (route.startsWith('/api')) return { route };
  return { route, path: (request.url.split('?', 1)[0] ?? '').replace(BOOKING_LINK_PATH, '$1…') };
}

/** Every answer carries its request id; one log line per request when the level includes info. */
export function registerRequestLog(app: FastifyInstance, options: { level: string }) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (!['info', 'debug', 'trace'].includes(options.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, ...whereTo(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
}
