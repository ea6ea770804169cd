/** `/api/v1/manage-booking…` (the token is the credential) and a signed-in client's booking link. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { sendResult, type Result } from '../../http/result.js';
import type { AmendBookingService } from './amend-booking.service.js';
import type { ManageBookingService } from './manage-booking.service.js';

// Per address, counted before the body is read: each lookup is a guess at a number and email pair;
// each cancel or amendment may call the card provider (and the maps), each link mints a token.
const lookups = { config: { addressLimits: [ADDRESS_LIMITS.bookingLookups] } };
const changes = { config: { addressLimits: [ADDRESS_LIMITS.bookingChanges] } };

/** The bearer token of a signed-in passenger (accounts module). */
export type Authenticate = (authorization: string | undefined) => Promise<Result<{ passengerId: number }>>;

export function manageBookingRoutes(app: FastifyInstance, deps: { service: ManageBookingService; amendments: AmendBookingService; authenticate: Authenticate }) {
  const { service, amendments } = deps;

  app.post(API_PATHS.manageBookingLookup, lookups, async (request, reply) => sendResult(reply, await service.lookup(request.body)));

  app.get(API_PATHS.manageBooking, async (request, reply) => sendResult(reply, await service.view(request.query)));

  app.post(API_PATHS.manageBookingCancel, changes, async (request, reply) => sendResult(reply, await service.cancel(request.body)));

  app.post(API_PATHS.manageBookingAmendPreview, changes, async (request, reply) => sendResult(reply, await amendments.preview(request.body)));
  app.post(API_PATHS.manageBookingAmendIntent, changes, async (request, reply) => sendResult(reply, await amendments.paymentIntent(request.body)));
  app.post(API_PATHS.manageBookingAmend, changes, async (request, reply) => sendResult(reply, await amendments.amend(request.body)));

  app.get('/api/v1/passenger/bookings/:booking_id/manage-link', changes, async (request, reply) => {
    const auth = await deps.authenticate(request.headers.authorization);
    if (!auth.ok) return sendResult(reply, auth);
    return sendResult(reply, await service.linkForClient(auth.value.passengerId, request.params));
  });
}
