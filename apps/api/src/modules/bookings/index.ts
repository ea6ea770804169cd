import type { FastifyInstance } from 'fastify';
import type { Booking } from '@kerbside/contract';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../mail/mail.types.js';
import type { PaymentsService } from '../payments/payments.types.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { createPassengersService } from '../passengers/passengers.service.js';
import { passengersRoutes } from '../passengers/passengers.routes.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingsService } from './bookings.service.js';
import { bookingsRoutes } from './bookings.routes.js';

export interface BookingsModule {
  routes(app: FastifyInstance): void;
  /** The booking as the contract shows it, or null (issue 4 lists them per passenger). */
  getBooking(id: number): Promise<Booking | null>;
}

/** Bookings and the passengers who make them (check-passenger-email lives here too). */
export function createBookingsModule(ctx: AppContext, deps: { outbox: MailOutbox; payments: PaymentsService }): BookingsModule {
  const db = ctx.db.kysely;
  const passengers = createPassengersService({
    repo: createPassengersRepository(db),
    settings: ctx.settings,
    passwords: ctx.passwords,
    limiter: ctx.rateLimiter,
    now: ctx.now,
  });
  const bookings = createBookingsService({
    db,
    repo: createBookingsRepository(db),
    passengers,
    quotes: ctx.quotes,
    settings: ctx.settings,
    outbox: deps.outbox,
    payments: deps.payments,
    now: ctx.now,
    mailFrom: ctx.config.MAIL_FROM,
    events: ctx.events,
  });
  return {
    routes(app) {
      passengersRoutes(app, passengers);
      bookingsRoutes(app, bookings);
    },
    getBooking: bookings.getBooking,
  };
}
