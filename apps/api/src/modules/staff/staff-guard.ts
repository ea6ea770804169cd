/**
 * The staff guard of the console's API (`auth: 'staff'` in an operation's declaration): before a
 * route runs, it finds the staff session of the cookie, checks the CSRF header of anything that is
 * not a read, and the caller's role against the declared roles, so no console route can skip them.
 * It puts the staff member and the company scope every repository call takes on the request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, OPERATOR_MESSAGES, STAFF_COOKIE } from '@kerbside/contract';
import { readCookie } from '../../http/cookies.js';
import type { OperationGuard } from '../../http/serve-operation.js';
import { sendFailure } from '../../http/result.js';
import type { SessionRecord } from './staff.repository.js';
import type { StaffSessionsService } from './staff-sessions.service.js';
import { type CompanyScope, scopeOf, type StaffPrincipal } from '../../platform/company-scope/index.js';
import type { StaffRole } from './staff.tables.js';
import { csrfMatches } from './staff-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard; the routes of staff operations may rely on it. */
    staff: StaffPrincipal;
    scope: CompanyScope;
    staffSession: SessionRecord;
  }
}

const READS = new Set(['GET', 'HEAD']);

/** The session token of a request's cookie (not yet checked). */
export const sessionTokenOf = (request: FastifyRequest): string | null => readCookie(request.headers.cookie, STAFF_COOKIE);

/** Registers the console API's request decorations and its no-store answers; call once on the plugin that holds every console route. */
export function decorateOperatorRequests(operator: FastifyInstance) {
  // Null until the staff guard fills them in (Fastify keeps request shapes stable this way).
  operator.decorateRequest('staff', null as never);
  operator.decorateRequest('scope', null as never);
  operator.decorateRequest('staffSession', null as never);
  // No answer of the console's API is kept by a cache: those of the sign-in and the set-password link (no session) neither.
  operator.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** Answers 401/403 and returns false when the request may not go on; else fills the request in. */
export async function admitStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { sessions: StaffSessionsService; roles: readonly StaffRole[] },
): Promise<boolean> {
  const token = sessionTokenOf(request);
  const record = await deps.sessions.current(token);
  if (!record || !token) {
    await sendFailure(reply, { ok: false, status: 401, message: OPERATOR_MESSAGES.sessionEnded });
    return false;
  }
  const header = request.headers[CSRF_HEADER];
  if (!READS.has(request.method) && !csrfMatches(token, typeof header === 'string' ? header : undefined)) {
    await sendFailure(reply, { ok: false, status: 403, message: OPERATOR_MESSAGES.csrf });
    return false;
  }
  const staff = record.staff;
  if (!deps.roles.includes(staff.role)) {
    await sendFailure(reply, { ok: false, status: 403, message: OPERATOR_MESSAGES.forbidden });
    return false;
  }
  request.staff = staff;
  request.scope = scopeOf(staff);
  request.staffSession = record;
  return true;
}

/** The guard of a staff operation (serve-operation.ts): the session, CSRF and role checks of its declared roles (its answers are no-store, as every answer of the console's API). */
export function staffGuard(sessions: StaffSessionsService, roles: readonly StaffRole[]): OperationGuard {
  return {
    onRequest: [
      async (request, reply) => {
        if (!(await admitStaff(request, reply, { sessions, roles }))) return reply;
      },
    ],
  };
}
