import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, API_PREFIX, MESSAGES } from '@kerbside/contract';
import { sendFailure, sendResult } from '../../http/result.js';
import { sendReceiptPage } from '../receipts/receipt.routes.js';
import type { AccountSecurity } from './account-security.service.js';
import type { AccountsService } from './accounts.service.js';
import type { SessionTokens } from './tokens.service.js';

/** The route of API_PATHS.bookingsOf(passengerId). */
const BOOKINGS_OF = `${API_PREFIX}/get_booking/:passenger_id`;
/** The route of API_PATHS.passengerReceipt(bookingId). */
const RECEIPT_OF = `${API_PREFIX}/passenger/bookings/:booking_id/receipt`;

/**
 * Routes whose body is empty (spec §7): a JSON content-type with no body at all is accepted, as
 * some clients send one, instead of Fastify's 400. Their own scope, so other routes keep the default.
 */
function bodylessRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') done(null, undefined);
      // Fastify's own JSON parser answers through done; its type also allows the promise form
      else void parseJson(request, text, done);
    });
    routes(scope);
  });
}

export function accountsRoutes(app: FastifyInstance, deps: { service: AccountsService; security: AccountSecurity; tokens: SessionTokens }) {
  const { service, security, tokens } = deps;
  const authenticate = (request: FastifyRequest) => tokens.authenticate(request.headers.authorization);

  app.post(API_PATHS.login, async (request, reply) =>
    sendResult(reply, await service.signIn(request.body, request.addressKey), (signedIn) => ({
      success: true,
      access_token: signedIn.accessToken,
      expires_at: signedIn.expiresAt,
      passenger: signedIn.passenger,
    })),
  );

  bodylessRoutes(app, (scope) => {
    // Spec §7: validation answers a valid flag; an unknown or ended token is a normal answer, not an error.
    scope.post(API_PATHS.validateToken, async (request, reply) => {
      const auth = await authenticate(request);
      return reply.send({ success: true, valid: auth.ok });
    });

    scope.post(API_PATHS.logout, async (request, reply) => {
      const auth = await authenticate(request);
      if (auth.ok) await tokens.revoke(auth.value.tokenId);
      return sendResult(reply, auth, () => ({ success: true }));
    });

    scope.post(API_PATHS.logoutAll, async (request, reply) => {
      const auth = await authenticate(request);
      if (!auth.ok) return sendResult(reply, auth);
      return sendResult(reply, await security.signOutEverywhere(auth.value), () => ({ success: true }));
    });
  });

  app.post(API_PATHS.changePassword, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await security.changePassword(auth.value, request.body, request.addressKey), () => ({
      success: true,
      message: MESSAGES.passwordChanged,
    }));
  });

  app.get(BOOKINGS_OF, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await service.listBookings(auth.value, request.params, request.query), (page) => ({
      success: true,
      ...page,
    }));
  });

  app.get(RECEIPT_OF, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    const receipt = await service.bookingReceipt(auth.value, request.params);
    return receipt.ok ? sendReceiptPage(reply, receipt.value) : sendFailure(reply, receipt);
  });

  app.patch(API_PATHS.updatePassenger, async (request, reply) => {
    const auth = await authenticate(request);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await service.updateProfile(auth.value, request.body, request.addressKey), (passenger) => ({
      success: true,
      message: MESSAGES.profileUpdated,
      passenger,
    }));
  });
}
