import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { BookingChangeMail } from '../bookings/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import { createBookingPaymentsRepository, createPaymentRefundsRepository, type PaymentsService, type ProviderIntent } from '../payments/index.js';
import { createJobsRepository, type DispatchMoney, type JobEvents } from '../dispatch/index.js';
import { type AmendmentCheckout, type CompletionOutcome, createCheckoutRefunds, createCheckoutsRepository } from '../checkouts/index.js';
import { type AskPayLink, type CompletePaidLink, createPayLinksRepository } from '../pay-links/index.js';
import { createAmendBookingService } from './amend-booking.service.js';
import { createPayLinkPayment } from './pay-link-payment.js';
import type { BookingLinks } from './booking-links.js';
import { createManageBookingRepository } from './manage-booking.repository.js';
import { manageBookingRoutes } from './manage-booking.routes.js';
import { createManageBookingService } from './manage-booking.service.js';
import { createTextPreference } from './text-preference.js';
import { staffChangeRoutes } from './staff-change.routes.js';
import { createStaffChangeService } from './staff-change.service.js';

export { bookingToken, createBookingLinks, linkExpiry, manageBookingUrl, trackingUrl, type BookingLinks } from './booking-links.js';

export interface ManageBookingModule extends ApiModule {
  /** A paid amendment completed by the provider's event or the reconciler (checkouts module). */
  completeAmendment(checkout: AmendmentCheckout, intent: ProviderIntent): Promise<CompletionOutcome | { kind: 'stale' }>;
}

/** Manage my booking: signed links, lookup by number and email, the booking's page, the passenger's own cancellation and change; staff's change of a booking. */
export function createManageBookingModule(
  ctx: AppContext,
  deps: {
    links: BookingLinks;
    outbox: MailOutbox;
    notifier?: Notifier;
    /** The calendar file and links of the passengers' mails about a change or a cancellation. */
    changeMail: BookingChangeMail;
    money: DispatchMoney;
    payments: PaymentsService;
    /** Keeps a pay link's payment (pay-links), for the manage page that takes it. */
    completePaidLink: CompletePaidLink;
    /** Asks a card pay link in a staff change's transaction (pay-links). */
    askPayLink: AskPayLink;
    events?: JobEvents;
  },
): ManageBookingModule {
  const db = ctx.db.kysely;
  const refunds = { ...deps.money, records: createPaymentRefundsRepository(db) };
  const bookingPayments = createBookingPaymentsRepository(db);
  const service = createManageBookingService({
    db,
    repo: createManageBookingRepository(db),
    jobs: createJobsRepository(db),
    refunds,
    bookingPayments,
    payLinks: createPayLinksRepository(db),
    links: deps.links,
    outbox: deps.outbox,
    notifier: deps.notifier,
    changeMail: deps.changeMail,
    limiter: ctx.rateLimiter,
    events: deps.events,
    now: ctx.now,
    log: ctx.log,
  });
  const checkouts = createCheckoutsRepository(db);
  const refundCheckout = createCheckoutRefunds({ db, repo: checkouts, payments: deps.payments, outbox: deps.outbox, now: ctx.now, log: ctx.log });
  const amendments = createAmendBookingService({
    db,
    refunds,
    payments: deps.payments,
    bookingPayments,
    checkouts,
    refundCheckout,
    conflict: service.conflict,
    quotes: ctx.quotes,
    outbox: deps.outbox,
    notifier: deps.notifier,
    changeMail: deps.changeMail,
    events: deps.events,
    byToken: service.byToken,
    load: service.load,
    now: ctx.now,
    log: ctx.log,
  });
  const payLink = createPayLinkPayment({
    db,
    payments: deps.payments,
    checkouts,
    refundCheckout,
    completePaidLink: deps.completePaidLink,
    byToken: service.byToken,
    now: ctx.now,
  });
  const changes = createStaffChangeService({
    db,
    jobs: createJobsRepository(db),
    quotes: ctx.quotes,
    fleet: ctx.fleet,
    refunds,
    changeMail: deps.changeMail,
    outbox: deps.outbox,
    notifier: deps.notifier,
    events: deps.events,
    askPayLink: deps.askPayLink,
    load: service.load,
    now: ctx.now,
    log: ctx.log,
  });
  return {
    name: 'manage-booking',
    // Staff change a booking (issue 24 §2), through the same load, money movement and mails as the passenger's own change.
    operator: (operator) => staffChangeRoutes(operator, { changes, limiter: ctx.rateLimiter }),
    // Key headers; the link's token, or a passenger's bearer token checked by its guard, is the credential.
    website: (v1) => manageBookingRoutes(v1, { service, amendments, payLink, texts: createTextPreference({ db, service, now: ctx.now }) }),
    completeAmendment: amendments.completePaid,
  };
}
