import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { ReceiptsService } from '../receipts/index.js';
import { createPassengersRepository } from '../passengers/index.js';
import { createAccountSecurity } from './account-security.service.js';
import { createAccountsRepository } from './accounts.repository.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { createTokensRepository } from './tokens.repository.js';
import { createTokensService } from './tokens.service.js';
import type { TokensService } from './tokens.types.js';

export interface AccountsModule extends ApiModule {
  tokens: TokensService;
}

/** Corporate passengers: sign-in tokens, their bookings, their profile and password (spec §6, §7). */
export function createAccountsModule(ctx: AppContext, deps: { outbox: MailOutbox; receipts: Pick<ReceiptsService, 'pageForBooker'> }): AccountsModule {
  const db = ctx.db.kysely;
  const tokens = createTokensService({ repo: createTokensRepository(db), now: ctx.now });
  const repo = createAccountsRepository(db);
  const passengers = createPassengersRepository(db);
  const security = createAccountSecurity({
    db,
    repo,
    passengers,
    tokens,
    passwords: ctx.passwords,
    outbox: deps.outbox,
    settings: ctx.settings,
    now: ctx.now,
  });
  const service = createAccountsService({ repo, passengers, tokens, passwords: ctx.passwords, security, receipts: deps.receipts });
  return {
    tokens,
    name: 'accounts',
    website(v1) {
      accountsRoutes(v1, { service, security, tokens });
    },
  };
}
export type { TokensService } from './tokens.types.js';
