import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createSavedPlacesRepository } from './saved-places.repository.js';
import { createTariffsRepository } from '../tariffs/tariffs.repository.js';
import { savedPlacesRoutes } from './saved-places.routes.js';
import { createSavedPlacesService, type SavedPlacesService } from './saved-places.service.js';

export interface SavedPlacesModule {
  savedPlaces: SavedPlacesService;
  /** The console's saved place routes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** The console's side of the website's saved places: list, add, change, delete, order. */
export function createSavedPlacesModule(ctx: AppContext): SavedPlacesModule {
  const db = ctx.db.kysely;
  const savedPlaces = createSavedPlacesService({ db, repo: createSavedPlacesRepository(db), tariffs: createTariffsRepository(db), places: ctx.places, catalogue: ctx.catalogue, now: ctx.now });
  return {
    savedPlaces,
    operatorRoutes: (operator) => savedPlacesRoutes(operator, { savedPlaces }),
  };
}
