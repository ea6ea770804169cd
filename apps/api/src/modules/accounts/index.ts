import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { createAccountsRepository } from './accounts.repository.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { createTokensRepository } from './tokens.repository.js';
import { createTokensService } from './tokens.service.js';
import type { TokensService } from './tokens.types.js';

export interface AccountsModule {
  tokens: TokensService;
  routes(app: FastifyInstance): void;
}

/** Corporate passengers: sign-in tokens, their bookings and their profile (spec §6, §7). */
export function createAccountsModule(ctx: AppContext): AccountsModule {
  const db = ctx.db.kysely;
  const tokens = createTokensService({ repo: createTokensRepository(db), now: ctx.now });
  const service = createAccountsService({
    repo: createAccountsRepository(db),
    passengers: createPassengersRepository(db),
    tokens,
    passwords: ctx.passwords,
    now: ctx.now,
  });
  return {
    tokens,
    routes(app) {
      accountsRoutes(app, { service, tokens });
    },
  };
}
