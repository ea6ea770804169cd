/** `/api/operator/v1/session`: sign in (sets the cookie), who am I (with the CSRF token), sign out. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATIONS, OPERATOR_MESSAGES, STAFF_COOKIE, type StaffSession } from '@kerbside/contract';
import { sessionCookie } from '../../http/cookies.js';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { fromThisMachine } from '../../http/this-machine.js';
import { sessionTokenOf } from './staff-guard.js';
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

  serve(operator, OPERATIONS.operatorSignIn, async (request, reply) => {
    const result = await sessions.signIn({
      ...request.body,
      address: request.addressKey,
      demoLoginsAllowed: !deps.production && fromThisMachine(request),
    });
    if (!result.ok) return sendFailure(reply, result);
    setCookie(reply, result.value.token, SESSION_COOKIE_SECONDS);
    return sendResult(reply, { ok: true, value: result.value.session });
  });

  // The staff guard has found the session of the cookie (a request without one got its 401 there).
  serve(operator, OPERATIONS.operatorSession, async (request, reply) => {
    const token = sessionTokenOf(request);
    if (!token) return sendFailure(reply, { ok: false, status: 401, message: OPERATOR_MESSAGES.sessionEnded });
    const value: StaffSession = { staff: staffJson(request.staff), csrf_token: csrfTokenOf(token), expires_at: request.staffSession.expiresAt };
    return sendResult(reply, { ok: true, value });
  });

  serve(operator, OPERATIONS.operatorSignOut, async (request, reply) => {
    await sessions.signOut(request.staffSession);
    setCookie(reply, '', 0);
    return reply.send({ success: true, message: OPERATOR_MESSAGES.signedOut });
  });
}
