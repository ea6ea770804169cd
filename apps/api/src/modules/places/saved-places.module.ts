import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createSavedPlacesRepository } from './saved-places.repository.js';
import { createTariffsRepository } from '../tariffs/tariffs.repository.js';
import { savedPlacesReadRoutes, savedPlacesWriteRoutes } from './saved-places.routes.js';
import { createSavedPlacesService, type SavedPlacesService } from './saved-places.service.js';

export interface SavedPlacesModule {
  savedPlaces: SavedPlacesService;
  /** Register in an operator area open to every staff role (ALL_STAFF). */
  readRoutes(area: FastifyInstance): void;
  /** Register in a platform admins' area (PLATFORM_ADMINS). */
  writeRoutes(area: FastifyInstance): void;
}

/** The console's side of the website's saved places: list, add, change, delete, order. */
export function createSavedPlacesModule(ctx: AppContext): SavedPlacesModule {
  const db = ctx.db.kysely;
  const savedPlaces = createSavedPlacesService({ db, repo: createSavedPlacesRepository(db), tariffs: createTariffsRepository(db), places: ctx.places, catalogue: ctx.catalogue, now: ctx.now });
  return {
    savedPlaces,
    readRoutes: (area) => savedPlacesReadRoutes(area, { savedPlaces }),
    writeRoutes: (area) => savedPlacesWriteRoutes(area, { savedPlaces }),
  };
}
