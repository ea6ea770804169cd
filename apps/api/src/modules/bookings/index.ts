import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../mail/mail.types.js';
import type { PaymentsService } from '../payments/payments.types.js';

export interface BookingsModule {
  routes(app: FastifyInstance): void;
}

/** Bookings and the passengers who make them (check-passenger-email lives here too). */
export function createBookingsModule(ctx: AppContext, deps: { outbox: MailOutbox; payments: PaymentsService }): BookingsModule {
  void ctx;
  void deps;
  return { routes() {} };
}
