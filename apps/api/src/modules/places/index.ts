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
export { estimateRoute, detourFactor } from './estimated-route.js';
export { SAVED_PLACES_SEED, type SavedPlaceSeed } from './data/saved-places.js';
