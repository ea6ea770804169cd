import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createBannedAddressesRepository } from './banned-addresses.repository.js';
import { bannedAddressesRoutes } from './banned-addresses.routes.js';
import { createBannedAddressesService, type BannedAddressesService } from './banned-addresses.service.js';

export interface BannedAddressesModule {
  banned: BannedAddressesService;
  /** The console's banned address routes (each for the roles its declaration names). */
  operatorRoutes(operator: FastifyInstance): void;
}

/** The console's side of the banned addresses the quotes check: list, add, change, delete. */
export function createBannedAddressesModule(ctx: AppContext): BannedAddressesModule {
  const db = ctx.db.kysely;
  const banned = createBannedAddressesService({ db, repo: createBannedAddressesRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    banned,
    operatorRoutes: (operator) => bannedAddressesRoutes(operator, { banned }),
  };
}
