/**
 * The console's API areas. Each is an encapsulated plugin whose onRequest hook finds the staff
 * session of the cookie, checks the CSRF header of anything that is not a read, and the role, before
 * a route runs: a route registered in an area cannot skip them. The hook puts the staff member and
 * the company scope every repository call takes on the request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, OPERATOR_MESSAGES, STAFF_COOKIE } from '@kerbside/contract';
import { readCookie } from '../../http/cookies.js';
import type { OperationGuard } from '../../http/serve-operation.js';
import { sendFailure } from '../../http/result.js';
import type { SessionRecord } from './staff.repository.js';
import type { StaffSessionsService } from './staff-sessions.service.js';
import { scopeOf, type CompanyScope, type StaffPrincipal } from './staff-scope.js';
import type { StaffRole } from './staff.tables.js';
import { csrfMatches } from './staff-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by an operator area's hook; routes of an area may rely on it. */
    staff: StaffPrincipal;
    scope: CompanyScope;
    staffSession: SessionRecord;
  }
}

export const ALL_STAFF: readonly StaffRole[] = ['owner', 'dispatcher', 'platform_admin'];
export const OWNERS: readonly StaffRole[] = ['owner', 'platform_admin'];
/** Platform-wide things (the website's settings, saved places, banned addresses). */
export const PLATFORM_ADMINS: readonly StaffRole[] = ['platform_admin'];

const READS = new Set(['GET', 'HEAD']);

export interface SessionCheck {
  ok: true;
  record: SessionRecord;
  token: string;
}

/** The session of a request's cookie, or the 401 it gets. */
export async function sessionOf(request: FastifyRequest, sessions: StaffSessionsService): Promise<SessionCheck | { ok: false }> {
  const token = readCookie(request.headers.cookie, STAFF_COOKIE);
  const record = await sessions.current(token);
  return record && token ? { ok: true, record, token } : { ok: false };
}

/** Registers the operator root's request decorations; call once on the plugin that holds every area. */
export function decorateOperatorRequests(operator: FastifyInstance) {
  // Null until an area's hook fills them in (Fastify keeps request shapes stable this way).
  operator.decorateRequest('staff', null as never);
  operator.decorateRequest('scope', null as never);
  operator.decorateRequest('staffSession', null as never);
}

/** Answers 401/403 and returns false when the request may not go on; else fills the request in. */
export async function admitStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { sessions: StaffSessionsService; roles: readonly StaffRole[] },
): Promise<boolean> {
  const session = await sessionOf(request, deps.sessions);
  if (!session.ok) {
    await sendFailure(reply, { ok: false, status: 401, message: OPERATOR_MESSAGES.sessionEnded });
    return false;
  }
  const header = request.headers[CSRF_HEADER];
  if (!READS.has(request.method) && !csrfMatches(session.token, typeof header === 'string' ? header : undefined)) {
    await sendFailure(reply, { ok: false, status: 403, message: OPERATOR_MESSAGES.csrf });
    return false;
  }
  const staff = session.record.staff;
  if (!deps.roles.includes(staff.role)) {
    await sendFailure(reply, { ok: false, status: 403, message: OPERATOR_MESSAGES.forbidden });
    return false;
  }
  request.staff = staff;
  request.scope = scopeOf(staff);
  request.staffSession = session.record;
  return true;
}

/** The guard of a staff operation (serve-operation.ts): the session, CSRF and role checks of its declared roles, and no caching of its answers. */
export function staffGuard(sessions: StaffSessionsService, roles: readonly StaffRole[]): OperationGuard {
  return {
    onRequest: [
      async (request, reply) => {
        if (!(await admitStaff(request, reply, { sessions, roles }))) return reply;
      },
    ],
    onSend: [
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    ],
  };
}

/** An area: its routes, behind the session, CSRF and role checks. */
export function operatorArea(
  operator: FastifyInstance,
  deps: { sessions: StaffSessionsService; roles: readonly StaffRole[] },
  routes: (area: FastifyInstance) => void,
) {
  void operator.register(async (area) => {
    area.addHook('onRequest', async (request, reply) => {
      if (!(await admitStaff(request, reply, deps))) return reply;
    });
    area.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    routes(area);
  });
}
