import type { AddressSuggestion, LatLng, PlaceDetails } from '@kerbside/contract';

/** One place a journey starts, stops or ends at, with the zones the pricing engine matches on. */
export interface ResolvedPlace {
  /** Stable id: 'gz:airport:LHR-T5', 'gz:station:KGX', 'gz:town:2643743', 'gz:postcode:SW1A', 'g:<google id>'. */
  id: string;
  /** Display text, postcode appended when known. */
  address: string;
  lat: number;
  lon: number;
  /** Full postcode, or only the district when that is all we know. */
  postcode: string | null;
  /** Most to least specific: 'place:<id>', 'airport:LHR', 'postcode-district:TW6', 'postcode-area:TW'. */
  zones: string[];
  isAirport: boolean;
}

export interface RouteResult {
  miles: number;
  seconds: number;
  /** True for the built-in straight-line estimate, false for a routed road distance. */
  estimated: boolean;
  path: LatLng[];
}

export interface AutocompleteOptions {
  /** The visitor's position: places within 50 km rank first (spec §9). */
  near?: LatLng;
  /** Degrees either side of `near`: places inside that box are preferred (spec §9 stop window). */
  window?: number;
  limit: number;
}

export interface PlacesProvider {
  readonly name: 'gazetteer' | 'google';
  autocomplete(query: string, options: AutocompleteOptions): Promise<AddressSuggestion[]>;
  details(id: string): Promise<PlaceDetails | null>;
  /** Resolve text the visitor typed or picked (possibly a suggestion's address) to one place, or null. */
  resolve(text: string, options?: { placeId?: string; near?: LatLng }): Promise<ResolvedPlace | null>;
  /** Driving route through points in order (origin, stops…, destination). null when no route. */
  route(points: ResolvedPlace[]): Promise<RouteResult | null>;
}

/** A remote provider failed (timeout, 5xx, quota, malformed answer): the caller may fall back. */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}

/** An address the operator saved (spec §7 ai-addresses), shown first in suggestions. */
export interface SavedPlace {
  id: string;
  address: string;
  lat: number;
  lon: number;
  postcode: string | null;
  kind?: string;
}

/**
 * The saved places now: a fixed list (tests), or a function that answers the current list (the
 * app's cache, which forgets it when a platform admin changes one). The same list object is answered
 * until it changes, so a provider rebuilds its index only then.
 */
export type SavedPlacesSource = ReadonlyArray<SavedPlace> | (() => Promise<ReadonlyArray<SavedPlace>>);

export function toPlaceDetails(place: ResolvedPlace): PlaceDetails {
  return { id: place.id, address: place.address, postcode: place.postcode, lat: place.lat, lon: place.lon };
}
