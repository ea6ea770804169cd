import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { LinkedBooking } from '../bookings/index.js';
import { createPayLinksRepository } from './pay-links.repository.js';
import { payLinksRoutes } from './pay-links.routes.js';
import { createPayLinkSender } from './send-pay-link.js';
import { createPayLinkWithdrawal } from './withdraw-pay-link.js';

export { type AwaitingPayment, createPayLinksRepository, type NewPayLink, type PayLink, type PayLinksRepository } from './pay-links.repository.js';
export type { PayLinkKind, PayLinkStatus } from './pay-links.tables.js';

/** Card pay links (issue 24 §1–§3): staff ask a booking's passenger to pay by card on its manage page. See README.md. */
export function createPayLinksModule(ctx: AppContext, deps: { outbox: MailOutbox; manageUrl: (booking: LinkedBooking) => string }): ApiModule {
  const repo = createPayLinksRepository(ctx.db.kysely);
  const send = createPayLinkSender({ db: ctx.db, repo, outbox: deps.outbox, manageUrl: deps.manageUrl, now: ctx.now });
  const withdraw = createPayLinkWithdrawal({ db: ctx.db, repo, now: ctx.now });
  return {
    name: 'pay-links',
    operator: (operator) => payLinksRoutes(operator, { send, withdraw }),
  };
}
