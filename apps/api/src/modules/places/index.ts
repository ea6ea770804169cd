import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { TariffsRepository } from '../tariffs/index.js';
import type { SavedPlace } from './places.provider.js';
import { placesRoutes } from './places.routes.js';
import { createSavedPlacesModule } from './saved-places.module.js';

/**
 * Places: the website's address search, details and routes (ctx.places: the gazetteer or Google),
 * and the console's saved places. `savedPlaces` is the cached list the provider searches too;
 * `tariffs` (tariffs module) is passed in, as the tariffs' routes use the places provider.
 */
export function createPlacesModule(ctx: AppContext, deps: { tariffs: TariffsRepository; savedPlaces: () => Promise<ReadonlyArray<SavedPlace>> }): ApiModule {
  const savedPlacesAdmin = createSavedPlacesModule(ctx, { tariffs: deps.tariffs });
  return {
    name: 'places',
    website: (v1) => placesRoutes(v1, { places: ctx.places, savedPlaces: deps.savedPlaces }),
    operator: (operator) => savedPlacesAdmin.operatorRoutes(operator),
  };
}

export {
  PlacesUnavailableError,
  toPlaceDetails,
  type PlacesProvider,
  type ResolvedPlace,
  type RouteResult,
  type SavedPlace,
  type SavedPlacesSource,
} from './places.provider.js';
export { createPlacesProvider, type PlacesConfig } from './places.factory.js';
export { createGazetteerProvider, type GazetteerProviderOptions } from './gazetteer.provider.js';
export { createGoogleProvider, type GoogleProviderOptions } from './google.provider.js';
export {
  GAZETTEER_ATTRIBUTION,
  defaultGazetteerPath,
  loadGazetteerData,
  type GazetteerData,
} from './gazetteer-data.js';
export { detourFactor, estimateRoute } from './estimated-route.js';
export { SAVED_PLACES_SEED, type SavedPlaceSeed } from './data/saved-places.js';
export { createSavedPlacesCache, type SavedPlacesCache } from './saved-places-cache.js';
export { createSavedPlacesRepository } from './saved-places.repository.js';
