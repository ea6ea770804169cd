import { createAirportLocator, type AirportLocator } from './airport-locator.js';
import { loadGazetteerData, type GazetteerData } from './gazetteer-data.js';
import { createGazetteerProvider } from './gazetteer.provider.js';
import { createGoogleProvider } from './google.provider.js';
import type { PlacesProvider, SavedPlacesSource } from './places.provider.js';

export interface PlacesConfig {
  /** GOOGLE_MAPS_API_KEY: when set, Google Maps Platform answers; else the offline gazetteer. */
  googleMapsApiKey?: string;
  placesBaseUrl?: string;
  routesBaseUrl?: string;
  googleTimeoutMs?: number;
  /** The current saved places (a function, so a change is seen without a restart). */
  savedPlaces?: SavedPlacesSource;
  /** Path of gb-gazetteer.json; defaults to data/ beside the module (or beside the bundle). */
  gazetteerDataPath?: string;
  gazetteerData?: GazetteerData;
}

export function createPlacesProvider(config: PlacesConfig = {}): PlacesProvider {
  const apiKey = config.googleMapsApiKey?.trim();
  if (!apiKey) {
    return createGazetteerProvider({
      data: config.gazetteerData,
      dataPath: config.gazetteerDataPath,
      savedPlaces: config.savedPlaces,
    });
  }
  return createGoogleProvider({
    apiKey,
    placesBaseUrl: config.placesBaseUrl,
    routesBaseUrl: config.routesBaseUrl,
    timeoutMs: config.googleTimeoutMs,
    savedPlaces: config.savedPlaces,
    airportAt: airportLocatorOf(config),
  });
}

/**
 * Google tells us a place is an airport but not which one; the gazetteer's airport list names it
 * for airport pricing zones. Without the data file Google still works, minus those zones.
 */
function airportLocatorOf(config: PlacesConfig): AirportLocator | undefined {
  let data = config.gazetteerData;
  try {
    data ??= loadGazetteerData(config.gazetteerDataPath);
  } catch {
    return undefined;
  }
  return createAirportLocator(data.ap.map(([iata, , , lat, lon]) => ({ iata, lat, lon })));
}
