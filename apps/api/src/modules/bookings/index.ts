import type { Booking } from '@kerbside/contract';
import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { AmendmentCompletion, createCheckoutsModule, PayLinkCompletion } from '../checkouts/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import type { PaymentEventSource, PaymentsService } from '../payments/index.js';
import { createCallersRepository } from '../callers/index.js';
import { createPassengersRepository, createPassengersService, passengersRoutes } from '../passengers/index.js';
import { createBookingLimits } from './booking-limits.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingsService } from './bookings.service.js';
import { bookingsRoutes } from './bookings.routes.js';
import { createBookingStore } from './store-booking.js';
import { createDeskStore, type DeskStore } from './desk-store.js';

export { createBookingChangeMail, type BookingChangeMail, type BookingMailLinks, type LinkedBooking } from './booking-change-mail.js';

export interface BookingsModule extends ApiModule {
  /** The booking as the contract shows it, or null (issue 4 lists them per passenger). */
  getBooking(id: number): Promise<Booking | null>;
  /** Bookings staff take by phone (bookings-desk module). */
  desk: DeskStore;
}

/** Bookings and the passengers who make them (check-passenger-email lives here too), and card checkouts. */
export function createBookingsModule(
  ctx: AppContext,
  deps: {
    /**
     * The card checkouts' factory (checkouts module). Passed in, not imported: checkouts builds on
     * the bookings' records and store, so bookings may not import it back (no import cycle).
     */
    checkouts: typeof createCheckoutsModule;
    outbox: MailOutbox;
    notifier?: Notifier;
    payments: PaymentsService;
    paymentEvents: PaymentEventSource;
    /** The booking's signed manage page and receipt, for its confirmation mails. */
    manageUrl?: (booking: Booking) => string;
    receiptUrl?: (booking: Booking) => string;
    /** Applies a paid amendment's change (manage-booking), for the provider's events and the reconciler. */
    amendments?: AmendmentCompletion;
    /** Keeps a pay link's payment (pay-links), for the provider's events and the reconciler. */
    payLinks?: PayLinkCompletion;
    /** Card authorisations to capture (payments module), swept with the checkout reconciler. */
    sweepCaptures?: () => Promise<void>;
    /** Puts a stored booking's airport pickups on their flights' watches (flights module). */
    watchFlights?: (bookingId: number) => Promise<void>;
  },
): BookingsModule {
  const db = ctx.db.kysely;
  const repo = createBookingsRepository(db);
  const passengers = createPassengersService({
    repo: createPassengersRepository(db),
    settings: ctx.settings,
    passwords: ctx.passwords,
    limiter: ctx.rateLimiter,
    now: ctx.now,
  });
  const storeDeps = { db, repo, passengers, settings: ctx.settings, outbox: deps.outbox, notifier: deps.notifier, mailFrom: ctx.config.MAIL_FROM, events: ctx.events, manageUrl: deps.manageUrl, receiptUrl: deps.receiptUrl, callers: createCallersRepository(db), watchFlights: deps.watchFlights };
  const checkouts = deps.checkouts(ctx, {
    outbox: deps.outbox,
    payments: deps.payments,
    paymentEvents: deps.paymentEvents,
    passengers,
    bookings: repo,
    store: createBookingStore(storeDeps).store,
    amendments: deps.amendments,
    payLinks: deps.payLinks,
    sweepCaptures: deps.sweepCaptures,
  });
  const limits = createBookingLimits({ limiter: ctx.rateLimiter, factor: ctx.config.RATE_LIMIT_FACTOR, checkouts: checkouts.paid });
  const bookings = createBookingsService({ ...storeDeps, quotes: ctx.quotes, payments: deps.payments, checkouts: checkouts.paid, limits, now: ctx.now });
  return {
    name: 'bookings',
    website(v1) {
      passengersRoutes(v1, passengers);
      bookingsRoutes(v1, bookings);
      checkouts.routes(v1);
    },
    // Stripe signs its events and sends none of the website's keys.
    api: (api) => checkouts.webhookRoutes(api),
    getBooking: bookings.getBooking,
    desk: createDeskStore({ store: createBookingStore(storeDeps).store, repo, now: ctx.now }),
  };
}
export type { BookingChangeMailParts } from './booking-change-mail.js';
export { time12 } from './booking-emails.js';
export { pickUpInstant } from './booking-jobs.js';
export { linksHtml, linksText, type PassengerLinks } from './booking-mail-links.js';
export { type BookingRows, journeyRows, missingMainDestination, TAKEN_BY_WEBSITE, type TakenBy, time24, toBookingRows } from './booking-record.js';
export { type BookingsRepository, toBooking } from './bookings.repository.js';
export { KEY_REUSED, type PaidCheckouts, PAYMENT_USED } from './bookings.service.js';
export type { MoneyOperation, NewPassenger } from './bookings.tables.js';
export { requestHash } from './request-identity.js';
export type { DeskBooker, DeskStore } from './desk-store.js';
export type { BookingStore } from './store-booking.js';
