import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, API_PREFIX, MESSAGES } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import type { AccountsService } from './accounts.service.js';
import type { SessionTokens } from './tokens.service.js';

/** The route of API_PATHS.bookingsOf(passengerId). */
const BOOKINGS_OF = `${API_PREFIX}/get_booking/:passenger_id`;

export function accountsRoutes(app: FastifyInstance, deps: { service: AccountsService; tokens: SessionTokens }) {
  const { service, tokens } = deps;
  const authenticate = (request: FastifyRequest) => tokens.authenticate(request.headers.authorization);

  app.post(API_PATHS.login, async (request, reply) =>
    sendResult(reply, await service.signIn(request.body, request.addressKey), (signedIn) => ({
      success: true,
      access_token: signedIn.accessToken,
      expires_at: signedIn.expiresAt,
      passenger: signedIn.passenger,
    })),
  );

  // Spec §7: validation answers a valid flag; an unknown or ended token is a normal answer, not an error.
  app.post(API_PATHS.validateToken, async (request, reply) => {
    const auth = await authenticate(request);
    return reply.send({ success: true, valid: auth.ok });
  });

  app.post(API_PATHS.logout, async (request, reply) => {
    const auth = await authenticate(request);
    if (auth.ok) await tokens.revoke(auth.value.tokenId);
    return sendResult(reply, auth, () => ({ success: true }));
  });

  app.get(BOOKINGS_OF, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await service.listBookings(auth.value, request.params, request.query), (page) => ({
      success: true,
      ...page,
    }));
  });

  app.patch(API_PATHS.updatePassenger, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await service.updateProfile(auth.value, request.body), (passenger) => ({
      success: true,
      message: MESSAGES.profileUpdated,
      passenger,
    }));
  });
}
