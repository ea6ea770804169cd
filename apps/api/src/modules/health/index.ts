import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailModule } from '../mail/index.js';
import { healthRoutes } from './health.routes.js';
import { createHealthService } from './health.service.js';

export interface HealthModule {
  routes(app: FastifyInstance): void;
}

/** GET /api/health: database, Redis (when REDIS_URL is set) and a summary of the mail outbox. */
export function createHealthModule(ctx: AppContext, deps: { mail: Pick<MailModule, 'health'> }): HealthModule {
  const service = createHealthService({
    db: ctx.db,
    rateLimiter: ctx.rateLimiter,
    redisConfigured: Boolean(ctx.config.REDIS_URL),
    mail: deps.mail,
    places: ctx.places.name,
    log: ctx.log,
  });
  return { routes: (app) => healthRoutes(app, service) };
}
