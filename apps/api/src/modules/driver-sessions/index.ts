import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { publicUrlOf } from '../../config.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { createDriverDirectory } from '../drivers/index.js';
import { createSessionEnds } from '../live-events/index.js';
import { createDriverSessionsRepository } from './driver-sessions.repository.js';
import { createDriverSessionsService, type DriverSessionsService, type SignedOutEverywhere } from './driver-sessions.service.js';
import { driverSessionsRoutes } from './driver-sessions.routes.js';
import { driverRoutes } from './driver.routes.js';

export interface DriverSessionsModule extends ApiModule {
  sessions: DriverSessionsService;
}

/** Drivers sign in to the driver app with a link staff mail them; staff list and end their sessions (README.md). */
/** `signedOutEverywhere`: what follows a driver's last session ending (the app gives the positions' off shift). */
export function createDriverSessionsModule(ctx: AppContext, deps: { outbox: MailOutbox; signedOutEverywhere?: SignedOutEverywhere }): DriverSessionsModule {
  const publicUrl = publicUrlOf(ctx.config);
  const sessions = createDriverSessionsService({
    db: ctx.db.kysely,
    repo: createDriverSessionsRepository(ctx.db.kysely, createDriverDirectory(ctx.db.kysely)),
    outbox: deps.outbox,
    limiter: ctx.rateLimiter,
    publicUrl,
    now: ctx.now,
    sessionEnds: createSessionEnds(ctx.events, 'driver'),
    signedOutEverywhere: deps.signedOutEverywhere,
  });
  const secure = ctx.config.NODE_ENV === 'production' || publicUrl.startsWith('https:');
  return {
    name: 'driver-sessions',
    sessions,
    api: (api) => driverRoutes(api, { sessions, secure }),
    operator: (operator) => driverSessionsRoutes(operator, { sessions, limiter: ctx.rateLimiter }),
  };
}
export { driverGuard } from './driver-guard.js';
export { endDriverSessions } from './driver-sessions.repository.js';
export { driverSignInCleanupTask } from './driver-sign-in-cleanup.js';
export { perDriverSession } from './per-session-limit.js';
