import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailOutboxWithIds } from '../../platform/outbox/index.js';
import { enquiriesRoutes } from './enquiries.routes.js';
import { createEnquiriesService } from './enquiries.service.js';
import { enquiriesOperatorRoutes } from './enquiries.operator-routes.js';
import { quoteBookingRoutes } from './quote-booking.routes.js';
import { createEnquiriesInboxService } from './enquiries-inbox.service.js';
import { createQuoteBookingService } from './quote-booking.service.js';
import type { DeskService } from '../bookings-desk/index.js';

/** Quote Now (POST /api/v1/send-instant-email) and Contact Us (POST /api/v1/contact-us), and the console's inbox of them. */
export function createEnquiriesModule(ctx: AppContext, deps: { outbox: MailOutboxWithIds; desk: DeskService }): ApiModule {
  const service = createEnquiriesService({ db: ctx.db, outbox: deps.outbox, settings: ctx.settings, now: ctx.now, events: ctx.events, quotes: ctx.quotes });
  const inbox = createEnquiriesInboxService({ db: ctx.db, outbox: deps.outbox, settings: ctx.settings, now: ctx.now, events: ctx.events });
  const requests = createQuoteBookingService({ db: ctx.db.kysely, desk: deps.desk, now: ctx.now, events: ctx.events, inbox });
  return {
    name: 'enquiries',
    website: (v1) => enquiriesRoutes(v1, service),
    // The console's inbox (`/api/operator/v1/enquiries`).
    operator: (operator) => {
      enquiriesOperatorRoutes(operator, inbox);
      quoteBookingRoutes(operator, { requests, limiter: ctx.rateLimiter });
    },
  };
}
