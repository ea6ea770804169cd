import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import type { LinkedBooking } from '../bookings/index.js';
import { createCheckoutsRepository } from '../checkouts/index.js';
import { createBookingPaymentsRepository } from '../payments/index.js';
import { type CompletePaidLink, createPayLinkCompletion } from './complete-pay-link.js';
import { createPayLinksRepository, type PayLinksRepository } from './pay-links.repository.js';
import { payLinksRoutes } from './pay-links.routes.js';
import { type AskFare, type AskPayLink, createPayLinkSender } from './send-pay-link.js';
import { createPayLinkWithdrawal } from './withdraw-pay-link.js';

export { type AwaitingPayment, createPayLinksRepository, withdrawAwaitingLink, type NewPayLink, type PayLink, type PayLinksRepository } from './pay-links.repository.js';
export type { PayLinkKind, PayLinkStatus } from './pay-links.tables.js';
export type { CompletePaidLink } from './complete-pay-link.js';
export type { AskFare, Asker, AskPayLink, PayLinkAsk } from './send-pay-link.js';

export interface PayLinksModule extends ApiModule {
  /** Keeps a paid link's payment: for the manage page, the provider's events and the reconciler (checkouts). */
  completePaidLink: CompletePaidLink;
  /** Asks a booking's fare by a link in the transaction that stores it (bookings desk). */
  askFare: AskFare;
  /** Asks the fare, or a staff change's difference, in the change's own transaction (manage-booking). */
  ask: AskPayLink;
  /** Which bookings await a link's payment (the board, the desk's answer). */
  awaitingFor: PayLinksRepository['awaitingFor'];
}

/** Card pay links (issue 24 §1–§3): staff ask a booking's passenger to pay by card on its manage page. See README.md. */
export function createPayLinksModule(ctx: AppContext, deps: { outbox: MailOutbox; notifier?: Notifier; manageUrl: (booking: LinkedBooking) => string }): PayLinksModule {
  const db = ctx.db.kysely;
  const repo = createPayLinksRepository(db);
  const sender = createPayLinkSender({ db: ctx.db, repo, outbox: deps.outbox, notifier: deps.notifier, manageUrl: deps.manageUrl, now: ctx.now });
  const withdraw = createPayLinkWithdrawal({ db: ctx.db, repo, now: ctx.now });
  const completePaidLink = createPayLinkCompletion({
    db: ctx.db,
    repo,
    checkouts: createCheckoutsRepository(db),
    bookingPayments: createBookingPaymentsRepository(db),
    outbox: deps.outbox,
    events: ctx.events,
    now: ctx.now,
    log: ctx.log,
  });
  return {
    name: 'pay-links',
    completePaidLink,
    askFare: sender.askFare,
    ask: sender.ask,
    awaitingFor: (ids) => repo.awaitingFor(ids),
    operator: (operator) => payLinksRoutes(operator, { send: sender.sendPayLink, withdraw }),
  };
}
