/** `/api/operator/v1/session`: sign in (sets the cookie), who am I (with the CSRF token), sign out. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATOR_MESSAGES, OPERATOR_PATHS, STAFF_COOKIE, staffSignInRequestSchema, type StaffSession } from '@kerbside/contract';
import { sessionCookie } from '../../http/cookies.js';
import { parseInput, sendFailure, sendResult } from '../../http/result.js';
import { fromThisMachine } from '../../http/this-machine.js';
import { admitStaff, ALL_STAFF, sessionOf } from './operator-area.js';
import { staffJson, type StaffSessionsService } from './staff-sessions.service.js';
import { SESSION_LIFETIME_MS, csrfTokenOf } from './staff-tokens.js';

const COOKIE_PATH = '/api/operator';

/** Sets (or, with '' and 0, clears) the session cookie: sign-in and an accepted invitation both use it. */
export function setSessionCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, production: boolean) {
  reply.header('set-cookie', sessionCookie(STAFF_COOKIE, value, { path: COOKIE_PATH, maxAge: maxAgeSeconds, secure: production }));
}

/** The cookie of a new session: it lasts as long as the session. */
export const SESSION_COOKIE_SECONDS = Math.floor(SESSION_LIFETIME_MS / 1000);

export function sessionRoutes(operator: FastifyInstance, deps: { sessions: StaffSessionsService; production: boolean }) {
  const { sessions } = deps;
  const setCookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) => setSessionCookie(reply, value, maxAgeSeconds, deps.production);

  operator.post(OPERATOR_PATHS.session, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = parseInput(staffSignInRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await sessions.signIn({
      ...input.value,
      address: request.addressKey,
      demoLoginsAllowed: !deps.production && fromThisMachine(request),
    });
    if (!result.ok) return sendFailure(reply, result);
    setCookie(reply, result.value.token, SESSION_COOKIE_SECONDS);
    return sendResult(reply, { ok: true, value: result.value.session });
  });

  operator.get(OPERATOR_PATHS.session, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessionOf(request, sessions);
    if (!session.ok) return sendFailure(reply, { ok: false, status: 401, message: OPERATOR_MESSAGES.sessionEnded });
    const value: StaffSession = { staff: staffJson(session.record.staff), csrf_token: csrfTokenOf(session.token), expires_at: session.record.expiresAt };
    return sendResult(reply, { ok: true, value });
  });

  operator.delete(OPERATOR_PATHS.session, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await admitStaff(request, reply, { sessions, roles: ALL_STAFF }))) return reply;
    await sessions.signOut(request.staffSession);
    setCookie(reply, '', 0);
    return reply.send({ success: true, message: OPERATOR_MESSAGES.signedOut });
  });
}
