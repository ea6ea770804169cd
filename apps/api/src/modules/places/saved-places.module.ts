import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createSavedPlacesRepository } from './saved-places.repository.js';
import type { TariffsRepository } from '../tariffs/index.js';
import { savedPlacesRoutes } from './saved-places.routes.js';
import { createSavedPlacesService, type SavedPlacesService } from './saved-places.service.js';

export interface SavedPlacesModule {
  savedPlaces: SavedPlacesService;
  /** The console's saved place routes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** The console's side of the website's saved places: list, add, change, delete, order. */
/** `tariffs` (tariffs module) is passed in: the tariffs' routes use the places provider, so places may not import tariffs back. */
export function createSavedPlacesModule(ctx: AppContext, deps: { tariffs: TariffsRepository }): SavedPlacesModule {
  const db = ctx.db.kysely;
  const savedPlaces = createSavedPlacesService({ db, repo: createSavedPlacesRepository(db), tariffs: deps.tariffs, places: ctx.places, catalogue: ctx.catalogue, now: ctx.now });
  return {
    savedPlaces,
    operatorRoutes: (operator) => savedPlacesRoutes(operator, { savedPlaces }),
  };
}
