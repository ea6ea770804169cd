import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MediaRepository } from '../media/media.repository.js';
import type { PublishedTariffs } from '../tariffs/published-tariffs.js';
import { createVehicleCategoriesRepository } from './vehicle-categories.repository.js';
import { createVehicleCategoriesService, type VehicleCategoriesService } from './vehicle-categories.service.js';
import { vehicleCategoryReadRoutes, vehicleCategoryWriteRoutes } from './vehicle-categories.routes.js';

export interface FleetConsoleModule {
  categories: VehicleCategoriesService;
  /** Register in an area for every staff role (ALL_STAFF). */
  readRoutes(area: FastifyInstance): void;
  /** Register in an area for owners (OWNERS). */
  writeRoutes(area: FastifyInstance): void;
}

/** The console's side of the fleet: vehicle categories and their pictures. The website's reads are fleet.service.ts. */
export function createFleetConsoleModule(ctx: AppContext, deps: { media: MediaRepository; tariffs: PublishedTariffs }): FleetConsoleModule {
  const categories = createVehicleCategoriesService({
    db: ctx.db.kysely,
    repo: createVehicleCategoriesRepository(ctx.db.kysely, ctx.db.dialect),
    media: deps.media,
    tariffs: deps.tariffs,
    now: ctx.now,
    announce: (parts, companyId) => ctx.catalogue.announce(parts, companyId),
  });
  return {
    categories,
    readRoutes: (area) => vehicleCategoryReadRoutes(area, categories),
    writeRoutes: (area) => vehicleCategoryWriteRoutes(area, categories),
  };
}
