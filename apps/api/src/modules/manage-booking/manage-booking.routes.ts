/** `/api/v1/manage-booking…` (the token is the credential) and a signed-in client's booking link. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { AmendBookingService } from './amend-booking.service.js';
import type { ManageBookingService } from './manage-booking.service.js';
import type { PayLinkPayment } from './pay-link-payment.js';
import type { TextPreference } from './text-preference.js';

// Per address, counted before the body is read (their declared limits): each lookup is a guess at a
// number and email pair; each cancel or amendment may call the card provider (and the maps), each
// link mints a token.
export function manageBookingRoutes(app: FastifyInstance, deps: { service: ManageBookingService; amendments: AmendBookingService; payLink: PayLinkPayment; texts: TextPreference }) {
  const { service, amendments, payLink, texts } = deps;

  serve(app, OPERATIONS.lookupManagedBooking, async (request, reply) => sendResult(reply, await service.lookup(request.body)));

  serve(app, OPERATIONS.getManagedBooking, async (request, reply) => sendResult(reply, await service.view(request.query.token)));

  serve(app, OPERATIONS.cancelManagedBooking, async (request, reply) => sendResult(reply, await service.cancel(request.body)));

  serve(app, OPERATIONS.previewBookingAmendment, async (request, reply) => sendResult(reply, await amendments.preview(request.body)));
  serve(app, OPERATIONS.createBookingAmendmentIntent, async (request, reply) => sendResult(reply, await amendments.paymentIntent(request.body)));
  serve(app, OPERATIONS.amendManagedBooking, async (request, reply) => sendResult(reply, await amendments.amend(request.body)));

  serve(app, OPERATIONS.setManagedBookingTexts, async (request, reply) => sendResult(reply, await texts.set(request.body)));

  // The card payment a company asked for by a pay link.
  serve(app, OPERATIONS.createPayLinkIntent, async (request, reply) => sendResult(reply, await payLink.paymentIntent(request.body)));
  serve(app, OPERATIONS.payManagedBooking, async (request, reply) => sendResult(reply, await payLink.pay(request.body)));

  // A signed-in passenger's own booking (keys+bearer: its guard gives the session).
  serve(app, OPERATIONS.getManageBookingLink, async (request, reply) =>
    sendResult(reply, await service.linkForClient(request.passengerSession.passengerId, request.params.booking_id)),
  );
}
