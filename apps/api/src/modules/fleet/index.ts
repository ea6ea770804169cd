import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MediaRepository } from '../media/index.js';
import type { PublishedTariffs } from '../tariffs/index.js';
import { createVehicleCategoriesRepository } from './vehicle-categories.repository.js';
import { createVehicleCategoriesService, type VehicleCategoriesService } from './vehicle-categories.service.js';
import { vehicleCategoryRoutes } from './vehicle-categories.routes.js';

export interface FleetConsoleModule {
  categories: VehicleCategoriesService;
  /** The console's vehicle category routes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
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
    operatorRoutes: (operator) => vehicleCategoryRoutes(operator, categories),
  };
}
export type { FleetVehicle } from './fleet.repository.js';
export { type FleetService, imageUrl } from './fleet.service.js';
