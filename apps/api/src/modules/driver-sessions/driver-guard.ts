/**
 * The guard of the driver app's API (`auth: 'driver'`): the session of the `kb_driver` cookie, and
 * on every call but a read the CSRF header derived from it, as the console's staff guard checks its
 * own. It puts the session on the request; its answers are never cached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, DRIVER_COOKIE, DRIVER_MESSAGES } from '@kerbside/contract';
import { readCookie } from '../../http/cookies.js';
import { sendFailure } from '../../http/result.js';
import type { OperationGuard } from '../../http/serve-operation.js';
import type { DriverOfSession } from './driver-sessions.repository.js';
import type { DriverSessionsService } from './driver-sessions.service.js';
import { csrfMatches } from './driver-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the driver guard; the routes of driver operations may rely on it. */
    driverSession: DriverOfSession;
  }
}

const READS = new Set(['GET', 'HEAD']);

export const driverTokenOf = (request: FastifyRequest): string | null => readCookie(request.headers.cookie, DRIVER_COOKIE);

export function driverGuard(sessions: DriverSessionsService): OperationGuard {
  return {
    onRequest: [
      async (request: FastifyRequest, reply: FastifyReply) => {
        const token = driverTokenOf(request);
        const session = await sessions.current(token);
        if (!session || !token) return sendFailure(reply, { ok: false, status: 401, message: DRIVER_MESSAGES.sessionEnded });
        const header = request.headers[CSRF_HEADER];
        if (!READS.has(request.method) && !csrfMatches(token, typeof header === 'string' ? header : undefined)) {
          return sendFailure(reply, { ok: false, status: 403, message: DRIVER_MESSAGES.csrf });
        }
        request.driverSession = session;
      },
    ],
    onSend: [
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    ],
  };
}
