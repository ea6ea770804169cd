import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { TokensService } from './tokens.types.js';

export interface AccountsModule {
  tokens: TokensService;
  routes(app: FastifyInstance): void;
}

/** Corporate passengers: sign-in tokens, their bookings and their profile (spec §6, §7). */
export function createAccountsModule(ctx: AppContext): AccountsModule {
  void ctx;
  return {
    tokens: {
      authenticate: async () => ({ ok: false, status: 401, message: 'Sign in to continue.' }),
      revokeAllForPassenger: async () => {},
    },
    routes() {},
  };
}
