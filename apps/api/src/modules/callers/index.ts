import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createCallersRepository } from './callers.repository.js';
import { callersRoutes } from './callers.routes.js';
import { createCallersService } from './callers.service.js';

/**
 * A company's callers (issue 24 §1): recorded with every booking made with it (the bookings module
 * calls `recordBooking` in the booking's transaction), found by the bookings desk.
 */
export function createCallersModule(ctx: AppContext): ApiModule {
  const callers = createCallersService({ db: ctx.db.kysely, repo: createCallersRepository(ctx.db.kysely), now: ctx.now });
  return {
    name: 'callers',
    operator: (operator) => callersRoutes(operator, { callers, limiter: ctx.rateLimiter }),
  };
}
export { createCallersRepository, type CallerBooking, type CallersRepository } from './callers.repository.js';
