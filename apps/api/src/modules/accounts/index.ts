import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { createAccountsRepository } from './accounts.repository.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { DEFAULT_PASSWORD_ATTEMPT_LIMITS, registerPasswordAttemptLimits, type PasswordAttemptLimits } from './password-attempts.js';
import { createTokensRepository } from './tokens.repository.js';
import { createTokensService } from './tokens.service.js';
import type { TokensService } from './tokens.types.js';

export interface AccountsModule {
  tokens: TokensService;
  routes(app: FastifyInstance): void;
}

export interface AccountsOptions {
  /** Limits on password attempts (sign-in and check-passenger-email); the defaults suit production. */
  passwordAttemptLimits?: Partial<PasswordAttemptLimits>;
}

/** Corporate passengers: sign-in tokens, their bookings and their profile (spec §6, §7). */
export function createAccountsModule(ctx: AppContext, options: AccountsOptions = {}): AccountsModule {
  const db = ctx.db.kysely;
  const tokens = createTokensService({ repo: createTokensRepository(db), now: ctx.now });
  const service = createAccountsService({
    repo: createAccountsRepository(db),
    passengers: createPassengersRepository(db),
    tokens,
    now: ctx.now,
  });
  const limits = { ...DEFAULT_PASSWORD_ATTEMPT_LIMITS, ...options.passwordAttemptLimits };
  return {
    tokens,
    routes(app) {
      // Also guards check-passenger-email (passengers module), which opts in with the same route option.
      registerPasswordAttemptLimits(app, ctx.rateLimiter, limits);
      accountsRoutes(app, { service, tokens });
    },
  };
}
