import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createBannedAddressesRepository } from './banned-addresses.repository.js';
import { bannedAddressesReadRoutes, bannedAddressesWriteRoutes } from './banned-addresses.routes.js';
import { createBannedAddressesService, type BannedAddressesService } from './banned-addresses.service.js';

export interface BannedAddressesModule {
  banned: BannedAddressesService;
  /** Register in an operator area open to every staff role (ALL_STAFF). */
  readRoutes(area: FastifyInstance): void;
  /** Register in a platform admins' area (PLATFORM_ADMINS). */
  writeRoutes(area: FastifyInstance): void;
}

/** The console's side of the banned addresses the quotes check: list, add, change, delete. */
export function createBannedAddressesModule(ctx: AppContext): BannedAddressesModule {
  const db = ctx.db.kysely;
  const banned = createBannedAddressesService({ db, repo: createBannedAddressesRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    banned,
    readRoutes: (area) => bannedAddressesReadRoutes(area, { banned }),
    writeRoutes: (area) => bannedAddressesWriteRoutes(area, { banned }),
  };
}
