import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { DeskStore } from '../bookings/index.js';
import { createCallersRepository } from '../callers/index.js';
import { deskRoutes } from './desk.routes.js';
import { createDeskService, type DeskDeps, type DeskService } from './desk.service.js';

export type { DeskAlongside, DeskService } from './desk.service.js';

export { agreedPence, withAgreedPrice } from './agreed-price.js';
export { deskPickup, type DeskJourney } from './desk-pickup.js';

/**
 * The bookings desk (issue 24 §1): staff price a caller's journey with their company's vehicles
 * and tariff, and book it; the booking is stored by the bookings module as a website booking is.
 */
export function createBookingsDeskModule(ctx: AppContext, deps: { store: DeskStore; payLinks: DeskDeps['payLinks'] }): ApiModule & { desk: DeskService } {
  const desk = createDeskService({
    db: ctx.db.kysely,
    quotes: ctx.quotes,
    fleet: ctx.fleet,
    settings: ctx.settings,
    callers: createCallersRepository(ctx.db.kysely),
    store: deps.store,
    payLinks: deps.payLinks,
    now: ctx.now,
  });
  return {
    name: 'bookings-desk',
    /** Quote requests become bookings through it (enquiries module). */
    desk,
    operator: (operator) => deskRoutes(operator, { desk, limiter: ctx.rateLimiter }),
  };
}
