import type { FastifyInstance } from 'fastify';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { sendReceiptPage } from '../receipts/index.js';
import type { AccountSecurity } from './account-security.service.js';
import type { AccountsService } from './accounts.service.js';
import type { SessionTokens } from './tokens.service.js';

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

/**
 * The signed-in passenger's calls ('keys+bearer'): their guard answers 401 without a live token and
 * gives the handler its session (`request.passengerSession`).
 */
export function accountsRoutes(app: FastifyInstance, deps: { service: AccountsService; security: AccountSecurity; tokens: SessionTokens }) {
  const { service, security, tokens } = deps;

  serve(app, OPERATIONS.signIn, async (request, reply) =>
    sendResult(reply, await service.signIn(request.body, request.addressKey), (signedIn) => ({
      success: true,
      access_token: signedIn.accessToken,
      expires_at: signedIn.expiresAt,
      passenger: signedIn.passenger,
    })),
  );

  bodylessRoutes(app, (scope) => {
    // Spec §7: validation answers a valid flag; an unknown or ended token is a normal answer, not an error.
    serve(scope, OPERATIONS.validateToken, async (request, reply) => {
      const auth = await tokens.authenticate(request.headers.authorization);
      return reply.send({ success: true, valid: auth.ok });
    });

    serve(scope, OPERATIONS.signOut, async (request, reply) => {
      await tokens.revoke(request.passengerSession.tokenId);
      return reply.send({ success: true });
    });

    serve(scope, OPERATIONS.signOutEverywhere, async (request, reply) =>
      sendResult(reply, await security.signOutEverywhere(request.passengerSession), () => ({ success: true })),
    );
  });

  serve(app, OPERATIONS.changePassword, async (request, reply) =>
    sendResult(reply, await security.changePassword(request.passengerSession, request.body, request.addressKey), () => ({
      success: true,
      message: MESSAGES.passwordChanged,
    })),
  );

  serve(app, OPERATIONS.listPassengerBookings, async (request, reply) =>
    sendResult(reply, await service.listBookings(request.passengerSession, request.params.passenger_id, request.query), (page) => ({
      success: true,
      ...page,
    })),
  );

  serve(app, OPERATIONS.getPassengerBookingReceipt, async (request, reply) => {
    const receipt = await service.bookingReceipt(request.passengerSession, request.params.booking_id);
    return receipt.ok ? sendReceiptPage(reply, receipt.value) : sendFailure(reply, receipt);
  });

  serve(app, OPERATIONS.updatePassenger, async (request, reply) =>
    sendResult(reply, await service.updateProfile(request.passengerSession, request.body, request.addressKey), (passenger) => ({
      success: true,
      message: MESSAGES.profileUpdated,
      passenger,
    })),
  );
}
