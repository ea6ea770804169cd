import type { AddressSuggestion, LatLng } from '@kerbside/contract';
import type { AirportLocator } from './airport-locator.js';
import { METERS_PER_MILE, roundMiles } from './geo-distance.js';
import { expectOk, googleRequest, malformed, type GoogleHttpOptions } from './google-http.js';
import { toPlaceDetails, type PlacesProvider, type ResolvedPlace, type SavedPlacesSource } from './places.provider.js';
import { decodePolyline } from './polyline.js';
import { parsePostcodeOrOutcode, postcodeZones } from './postcode-parts.js';
import { savedPlacesIndexOf } from './saved-places-index.js';

export interface GoogleProviderOptions {
  apiKey: string;
  placesBaseUrl?: string;
  routesBaseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  savedPlaces?: SavedPlacesSource;
  /** Names the airport (IATA) a place lies at, for airport pricing zones. */
  airportAt?: AirportLocator;
}

const ID_PREFIX = 'g:';
const PLACE_FIELDS = ['id', 'formattedAddress', 'location', 'addressComponents', 'types'];
const ROUTE_FIELDS = 'routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline';
/** Spec §7 and §9: suggestions biased to 50 km around the visitor, Great Britain only. */
const BIAS_RADIUS_METERS = 50_000;

interface GooglePlace {
  id?: unknown;
  formattedAddress?: unknown;
  location?: { latitude?: unknown; longitude?: unknown };
  addressComponents?: Array<{ longText?: unknown; types?: unknown }>;
  types?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const circle = (near: LatLng) => ({
  circle: { center: { latitude: near.lat, longitude: near.lon }, radius: BIAS_RADIUS_METERS },
});

/** To a micro-degree (~10 cm), so 51.5074 - 0.1 is sent as 51.4074. */
const micro = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const clampLatitude = (lat: number) => micro(Math.min(90, Math.max(-90, lat)));
/** Google reads low.longitude > high.longitude as a box across the antimeridian. */
const wrapLongitude = (lon: number) => micro(lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);

/** ±window degrees around the visitor (spec §9 stop window); a bias like the circle, not a filter. */
const rectangle = (near: LatLng, window: number) => ({
  rectangle: {
    low: { latitude: clampLatitude(near.lat - window), longitude: wrapLongitude(near.lon - window) },
    high: { latitude: clampLatitude(near.lat + window), longitude: wrapLongitude(near.lon + window) },
  },
});

/**
 * Google Maps Platform adapter: Places API (New) for suggestions, details and text search, Routes
 * API v2 for driving distance. Suggestions do not carry a postcode: adding one would cost a billed
 * Place Details call per suggestion on every keystroke; the postcode arrives with the formatted
 * address once the visitor picks (details or resolve).
 */
export function createGoogleProvider(options: GoogleProviderOptions): PlacesProvider {
  const placesBase = (options.placesBaseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, '');
  const routesBase = (options.routesBaseUrl ?? 'https://routes.googleapis.com').replace(/\/+$/, '');
  const http: GoogleHttpOptions = {
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 5000,
    fetchImpl: options.fetchImpl ?? fetch,
  };
  const savedIndex = savedPlacesIndexOf(options.savedPlaces, options.airportAt);

  function toResolved(what: string, place: GooglePlace): ResolvedPlace {
    const lat = place.location?.latitude;
    const lon = place.location?.longitude;
    if (typeof place.id !== 'string' || typeof place.formattedAddress !== 'string') throw malformed(what);
    if (typeof lat !== 'number' || typeof lon !== 'number') throw malformed(what);
    const postal = (place.addressComponents ?? []).find(
      (c) => Array.isArray(c.types) && c.types.includes('postal_code') && typeof c.longText === 'string',
    )?.longText as string | undefined;
    const parts = postal ? parsePostcodeOrOutcode(postal) : null;
    const isAirport = Array.isArray(place.types) && place.types.includes('airport');
    const iata = isAirport ? (options.airportAt?.({ lat, lon }) ?? null) : null;
    const id = ID_PREFIX + place.id;
    return {
      id,
      address: place.formattedAddress,
      lat,
      lon,
      postcode: parts?.postcode ?? parts?.outcode ?? postal ?? null,
      zones: [`place:${id}`, ...(iata ? [`airport:${iata}`] : []), ...(parts ? postcodeZones(parts) : [])],
      isAirport,
    };
  }

  async function placeById(googleId: string): Promise<ResolvedPlace | null> {
    const what = 'Place Details';
    const url = `${placesBase}/v1/places/${encodeURIComponent(googleId)}?languageCode=en-GB&regionCode=GB`;
    const response = await googleRequest(http, { what, method: 'GET', url, fieldMask: PLACE_FIELDS.join(',') });
    if (response.status === 404) return null;
    expectOk(what, response);
    if (!isObject(response.body)) throw malformed(what);
    return toResolved(what, response.body);
  }

  async function searchText(text: string, near?: LatLng): Promise<ResolvedPlace | null> {
    const what = 'Places text search';
    const response = await googleRequest(http, {
      what,
      method: 'POST',
      url: `${placesBase}/v1/places:searchText`,
      fieldMask: PLACE_FIELDS.map((f) => `places.${f}`).join(','),
      body: {
        textQuery: text,
        regionCode: 'gb',
        languageCode: 'en-GB',
        pageSize: 1,
        ...(near ? { locationBias: circle(near) } : {}),
      },
    });
    expectOk(what, response);
    if (!isObject(response.body)) throw malformed(what);
    const places = response.body['places'] ?? [];
    if (!Array.isArray(places)) throw malformed(what);
    const first: unknown = places[0];
    if (first === undefined) return null;
    if (!isObject(first)) throw malformed(what);
    return toResolved(what, first);
  }

  async function byId(id: string): Promise<ResolvedPlace | null> {
    const savedPlace = (await savedIndex()).byId(id);
    if (savedPlace) return savedPlace;
    return id.startsWith(ID_PREFIX) && id.length > ID_PREFIX.length ? placeById(id.slice(ID_PREFIX.length)) : null;
  }

  return {
    name: 'google',

    async autocomplete(query, { near, window, limit }) {
      const input = query.trim();
      if (input === '' || limit <= 0) return [];
      const suggestions = (await savedIndex()).match(input, limit);
      if (suggestions.length >= limit) return suggestions;
      const what = 'Places autocomplete';
      const response = await googleRequest(http, {
        what,
        method: 'POST',
        url: `${placesBase}/v1/places:autocomplete`,
        body: {
          input,
          includedRegionCodes: ['gb'],
          languageCode: 'en-GB',
          regionCode: 'gb',
          // Spec §9 'types geocode and establishment': those two legacy collections together are
          // every place prediction, which is what Places API (New) answers when includedPrimaryTypes
          // is left out (that field filters on a place's primary type, never 'geocode'). Query
          // predictions are off by default (includeQueryPredictions) and skipped below if any come.
          ...(near ? { locationBias: window ? rectangle(near, window) : circle(near) } : {}),
        },
      });
      expectOk(what, response);
      if (!isObject(response.body)) throw malformed(what);
      const list = response.body['suggestions'] ?? [];
      if (!Array.isArray(list)) throw malformed(what);
      const seen = new Set(suggestions.map((s) => s.address.toLowerCase()));
      for (const item of list as unknown[]) {
        const prediction = isObject(item) ? item['placePrediction'] : undefined;
        if (prediction === undefined) continue; // query predictions are not places
        if (!isObject(prediction)) throw malformed(what);
        const placeId = prediction['placeId'];
        const text = isObject(prediction['text']) ? prediction['text']['text'] : undefined;
        if (typeof placeId !== 'string' || typeof text !== 'string') throw malformed(what);
        if (seen.has(text.toLowerCase())) continue;
        const suggestion: AddressSuggestion = { id: ID_PREFIX + placeId, address: text, kind: 'place' };
        suggestions.push(suggestion);
      }
      return suggestions.slice(0, limit);
    },

    async details(id) {
      const place = await byId(id);
      return place ? toPlaceDetails(place) : null;
    },

    async resolve(text, resolveOptions = {}) {
      const savedPlace = (await savedIndex()).byAddress(text);
      if (savedPlace) return savedPlace;
      if (resolveOptions.placeId) {
        const picked = await byId(resolveOptions.placeId);
        if (picked) return picked;
      }
      return text.trim() === '' ? null : searchText(text.trim(), resolveOptions.near);
    },

    async route(points) {
      if (points.length < 2) return null;
      const what = 'Routes computeRoutes';
      const waypoint = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lon } } });
      const response = await googleRequest(http, {
        what,
        method: 'POST',
        url: `${routesBase}/directions/v2:computeRoutes`,
        fieldMask: ROUTE_FIELDS,
        body: {
          origin: waypoint(points[0]!),
          destination: waypoint(points.at(-1)!),
          ...(points.length > 2 ? { intermediates: points.slice(1, -1).map(waypoint) } : {}),
          travelMode: 'DRIVE',
          routingPreference: 'TRAFFIC_UNAWARE',
        },
      });
      expectOk(what, response);
      if (!isObject(response.body)) throw malformed(what);
      const routes = response.body['routes'] ?? [];
      if (!Array.isArray(routes)) throw malformed(what);
      const best: unknown = routes[0];
      if (best === undefined) return null; // Google answers {} when no route exists
      if (!isObject(best)) throw malformed(what);
      // proto3 JSON leaves out zero values, so a zero-length route has no distanceMeters.
      const meters = best['distanceMeters'] ?? 0;
      const duration = typeof best['duration'] === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(best['duration']) : null;
      const encoded = isObject(best['polyline']) ? best['polyline']['encodedPolyline'] : undefined;
      if (typeof meters !== 'number' || !duration || (encoded !== undefined && typeof encoded !== 'string')) {
        throw malformed(what);
      }
      let path: LatLng[];
      try {
        path = encoded ? decodePolyline(encoded) : points.map((p) => ({ lat: p.lat, lon: p.lon }));
      } catch {
        throw malformed(what);
      }
      return {
        miles: roundMiles(meters / METERS_PER_MILE),
        seconds: Math.round(Number(duration[1])),
        estimated: false,
        path,
      };
    },
  };
}
