/** `/api/driver/v1`: a phone signs in with a link's token (sets the cookie), reads who it is, signs out. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DRIVER_COOKIE, DRIVER_COOKIE_PATH, DRIVER_MESSAGES, OPERATIONS, type DriverSession } from '@kerbside/contract';
import { sessionCookie } from '../../http/cookies.js';
import { sendFailure } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { DriverOfSession } from './driver-sessions.repository.js';
import type { DriverSessionsService } from './driver-sessions.service.js';
import { deviceLabel } from './device-label.js';
import { driverTokenOf } from './driver-guard.js';
import { csrfTokenOf, SESSION_LIFETIME_MS } from './driver-tokens.js';

const COOKIE_SECONDS = Math.floor(SESSION_LIFETIME_MS / 1000);

function sessionJson(session: DriverOfSession, token: string): DriverSession {
  return {
    driver: { id: session.driverId, name: session.driverName },
    company: { id: session.companyId, name: session.companyName },
    vehicle_registration: session.vehicleRegistration,
    csrf_token: csrfTokenOf(token),
    expires_at: session.expiresAt,
  };
}

/** `secure`: the site is on https (PUBLIC_URL) or in production, as the console's cookie is Secure in production. */
export function driverRoutes(api: FastifyInstance, deps: { sessions: DriverSessionsService; secure: boolean }) {
  const { sessions } = deps;
  // Sent to the driver API only (not to the website, the console or the app's static pages); SameSite=Strict keeps other sites' requests without it.
  const setCookie = (reply: FastifyReply, value: string, maxAge: number) => reply.header('set-cookie', sessionCookie(DRIVER_COOKIE, value, { path: DRIVER_COOKIE_PATH, maxAge, secure: deps.secure }));

  serve(api, OPERATIONS.driverSignIn, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const result = await sessions.exchange(request.body.token, deviceLabel(request.headers['user-agent']));
    if (!result.ok) return sendFailure(reply, result);
    setCookie(reply, result.value.token, COOKIE_SECONDS);
    return { success: true, data: sessionJson(result.value.driver, result.value.token) };
  });

  serve(api, OPERATIONS.driverMe, async (request, reply) => {
    const token = driverTokenOf(request);
    if (!token) return sendFailure(reply, { ok: false, status: 401, message: DRIVER_MESSAGES.sessionEnded });
    return { success: true, data: sessionJson(request.driverSession, token) };
  });

  serve(api, OPERATIONS.driverSignOut, async (request, reply) => {
    await sessions.signOut(request.driverSession);
    setCookie(reply, '', 0);
    return { success: true, message: DRIVER_MESSAGES.signedOut };
  });
}
