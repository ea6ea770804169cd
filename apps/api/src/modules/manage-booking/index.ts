import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../mail/mail.types.js';
import { createPaymentRefundsRepository } from '../payments/payment-refunds.repository.js';
import type { CardRefunds } from '../payments/payments.types.js';
import type { JobEvents } from '../dispatch/job-actions.service.js';
import { createJobsRepository } from '../dispatch/jobs.repository.js';
import type { BookingLinks } from './booking-links.js';
import { createManageBookingRepository } from './manage-booking.repository.js';
import { manageBookingRoutes, type Authenticate } from './manage-booking.routes.js';
import { createManageBookingService } from './manage-booking.service.js';

export { bookingToken, createBookingLinks, linkExpiry, manageBookingUrl, type BookingLinks } from './booking-links.js';

export interface ManageBookingModule {
  /** The website's routes (key headers; the link's token, or a passenger's bearer token, is the credential). */
  routes(app: FastifyInstance): void;
}

/** Manage my booking: signed links, lookup by number and email, the booking's page, the passenger's own cancellation. */
export function createManageBookingModule(
  ctx: AppContext,
  deps: { links: BookingLinks; outbox: MailOutbox; refunds: CardRefunds; events?: JobEvents; authenticate: Authenticate },
): ManageBookingModule {
  const db = ctx.db.kysely;
  const service = createManageBookingService({
    db,
    repo: createManageBookingRepository(db),
    jobs: createJobsRepository(db),
    refunds: { cards: deps.refunds, records: createPaymentRefundsRepository(db) },
    links: deps.links,
    outbox: deps.outbox,
    limiter: ctx.rateLimiter,
    events: deps.events,
    now: ctx.now,
    log: ctx.log,
  });
  return { routes: (app) => manageBookingRoutes(app, { service, authenticate: deps.authenticate }) };
}
