import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { TokensService } from '../accounts/index.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { createPassengersRepository } from '../passengers/index.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { createPasswordResetService } from './password-reset.service.js';

/** Forgot password: a short code by email, verified, then a new password (spec §2, §7). */
export function createPasswordResetModule(ctx: AppContext, deps: { outbox: MailOutbox; tokens: TokensService }): ApiModule {
  const service = createPasswordResetService({
    db: ctx.db,
    outbox: deps.outbox,
    tokens: deps.tokens,
    passengers: createPassengersRepository(ctx.db.kysely),
    settings: ctx.settings,
    now: ctx.now,
  });
  return { name: 'password-reset', website: (v1) => passwordResetRoutes(v1, { service, limiter: ctx.rateLimiter }) };
}
