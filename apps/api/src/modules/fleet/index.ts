import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { MediaRepository } from '../media/index.js';
import type { PublishedTariffs } from '../tariffs/index.js';
import { createVehicleCategoriesRepository } from './vehicle-categories.repository.js';
import { createVehicleCategoriesService, type VehicleCategoriesService } from './vehicle-categories.service.js';
import { vehicleCategoryRoutes } from './vehicle-categories.routes.js';
import { fleetRoutes } from './fleet.routes.js';

export interface FleetModule extends ApiModule {
  categories: VehicleCategoriesService;
}

/** The fleet: the website's vehicles (fleet.service.ts, in AppContext for quotes) and the console's vehicle categories and their pictures. */
export function createFleetModule(ctx: AppContext, deps: { media: MediaRepository; tariffs: PublishedTariffs }): FleetModule {
  const categories = createVehicleCategoriesService({
    db: ctx.db.kysely,
    repo: createVehicleCategoriesRepository(ctx.db.kysely, ctx.db.dialect),
    media: deps.media,
    tariffs: deps.tariffs,
    now: ctx.now,
    announce: (parts, companyId) => ctx.catalogue.announce(parts, companyId),
  });
  return {
    name: 'fleet',
    categories,
    website: (v1) => fleetRoutes(v1, ctx.fleet),
    operator: (operator) => vehicleCategoryRoutes(operator, categories),
  };
}
export { createFleetRepository, type FleetVehicle } from './fleet.repository.js';
export { createFleetService, type FleetService, imageUrl } from './fleet.service.js';
