import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailModule } from '../mail/index.js';
import type { SmsModule } from '../sms/index.js';
import { healthRoutes } from './health.routes.js';
import { createHealthService } from './health.service.js';

/** GET /api/health: database, Redis (when REDIS_URL is set) and summaries of the mail and text outboxes. */
export function createHealthModule(ctx: AppContext, deps: { mail: Pick<MailModule, 'health'>; sms: Pick<SmsModule, 'health'>; flights: string }): ApiModule {
  const service = createHealthService({
    db: ctx.db,
    rateLimiter: ctx.rateLimiter,
    redisConfigured: Boolean(ctx.config.REDIS_URL),
    mail: deps.mail,
    sms: deps.sms,
    places: ctx.places.name,
    flights: deps.flights,
    log: ctx.log,
  });
  return { name: 'health', api: (api) => healthRoutes(api, service) };
}
