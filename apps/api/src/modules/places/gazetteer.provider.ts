import type { AddressSuggestion, LatLng } from '@kerbside/contract';
import { createAirportLocator } from './airport-locator.js';
import { estimateRoute } from './estimated-route.js';
import { defaultGazetteerPath, loadGazetteerData, type GazetteerData } from './gazetteer-data.js';
import type { GazetteerEntry } from './gazetteer-entries.js';
import { buildGazetteerIndex, type GazetteerIndex } from './gazetteer-index.js';
import { toPlaceDetails, type PlacesProvider, type ResolvedPlace, type SavedPlacesSource } from './places.provider.js';
import { createPostcodeLocator } from './postcode-centroids.js';
import {
  findPostcodeInText,
  parsePostcodeOrOutcode,
  postcodeKey,
  postcodeZones,
  type PostcodeParts,
} from './postcode-parts.js';
import { savedPlacesIndexOf, type SavedPlacesIndex } from './saved-places-index.js';
import { normalizeText, withoutCountry } from './text-normalize.js';

export interface GazetteerProviderOptions {
  /** Parsed gazetteer; else read from dataPath; else from data/gb-gazetteer.json beside the module. */
  data?: GazetteerData;
  dataPath?: string;
  savedPlaces?: SavedPlacesSource;
}

const POSTCODE_ID = 'gz:postcode:';
/** An outcode followed by the start of an inward code: 'SW1A 1', 'M1 4B'. */
const PARTIAL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s+\d[A-Z]?$/i;

/**
 * The parsed file and its index are made once per process: nothing changes them once built, and
 * every app built in one process (each test file's) would otherwise spend 0.1–0.3 s on them again.
 */
const files = new Map<string, GazetteerData>();
const indexes = new WeakMap<GazetteerData, GazetteerIndex>();

function gazetteerOf(options: GazetteerProviderOptions): { data: GazetteerData; index: GazetteerIndex } {
  const path = options.dataPath ?? defaultGazetteerPath();
  const data = options.data ?? files.get(path) ?? loadGazetteerData(path);
  if (!options.data) files.set(path, data);
  const index = indexes.get(data) ?? buildGazetteerIndex(data);
  indexes.set(data, index);
  return { data, index };
}

const KIND = { airport: 'airport', terminal: 'airport', station: 'station', town: 'town' } as const;

function entryToPlace(entry: GazetteerEntry, address = entry.label): ResolvedPlace {
  const parts = entry.postcode ? parsePostcodeOrOutcode(entry.postcode) : null;
  return {
    id: entry.id,
    address,
    lat: entry.lat,
    lon: entry.lon,
    postcode: entry.postcode,
    zones: [
      `place:${entry.id}`,
      ...(entry.iata ? [`airport:${entry.iata}`] : []),
      ...(entry.crs ? [`station:${entry.crs}`] : []),
      ...(parts ? postcodeZones(parts) : []),
    ],
    isAirport: entry.kind === 'airport' || entry.kind === 'terminal',
  };
}

/** Offline provider over the built-in GB gazetteer; everything is answered from memory. */
export function createGazetteerProvider(options: GazetteerProviderOptions = {}): PlacesProvider {
  const { data, index } = gazetteerOf(options);
  const locatePostcode = createPostcodeLocator(data);
  const airportAt = createAirportLocator(data.ap.map(([iata, , , lat, lon]) => ({ iata, lat, lon })));
  const savedIndex = savedPlacesIndexOf(options.savedPlaces, airportAt);

  function postcodePlace(parts: PostcodeParts, address?: string): ResolvedPlace | null {
    const located = locatePostcode(parts);
    if (!located) return null;
    const id = POSTCODE_ID + postcodeKey(parts);
    return {
      id,
      address: address ?? located.label,
      lat: located.lat,
      lon: located.lon,
      postcode: parts.postcode ?? parts.outcode,
      zones: [`place:${id}`, ...postcodeZones(parts)],
      isAirport: false,
    };
  }

  function byId(saved: SavedPlacesIndex, id: string): ResolvedPlace | null {
    const savedPlace = saved.byId(id);
    if (savedPlace) return savedPlace;
    if (id.startsWith(POSTCODE_ID)) {
      const parts = parsePostcodeOrOutcode(id.slice(POSTCODE_ID.length));
      return parts ? postcodePlace(parts) : null;
    }
    const entry = index.byId(id);
    return entry ? entryToPlace(entry) : null;
  }

  function postcodeSuggestion(query: string): AddressSuggestion | null {
    const partial = PARTIAL_POSTCODE.exec(query.trim())?.[1];
    const parts = parsePostcodeOrOutcode(query) ?? (partial ? parsePostcodeOrOutcode(partial) : null);
    const place = parts ? postcodePlace(parts) : null;
    return place ? { id: place.id, address: place.address, kind: 'postcode' } : null;
  }

  /** `text` is searched; `written` (the same with any country after it) is kept as the address. */
  function resolveText(text: string, written: string, near?: LatLng): ResolvedPlace | null {
    const parts = findPostcodeInText(text);
    const named = index.findNamed(text, near);
    if (parts) {
      // "Heathrow Terminal 5, TW6 2GA": the named place is better than the postcode's centroid.
      const namedOutcode = named?.entry.postcode ? parsePostcodeOrOutcode(named.entry.postcode)?.outcode : null;
      if (named && namedOutcode === parts.outcode) return entryToPlace(named.entry);
      const place = postcodePlace(parts, written);
      if (place) return place;
    }
    if (!named) return null;
    // A bare place name gets the full label; a longer address keeps what the visitor wrote.
    return entryToPlace(named.entry, named.exact ? named.entry.label : written);
  }

  /** A saved place or gazetteer entry written out in full ('London Paddington Station, London W2 1HB'). */
  function byWholeText(saved: SavedPlacesIndex, text: string): ResolvedPlace | null {
    const savedPlace = saved.byAddress(text);
    if (savedPlace) return savedPlace;
    const labelled = index.byLabel(text);
    return labelled ? entryToPlace(labelled) : null;
  }

  return {
    name: 'gazetteer',

    async autocomplete(typed, { near, window, limit }) {
      // Only places of Great Britain are known: 'Paddington, UK' is looking for Paddington.
      const query = withoutCountry(typed);
      if (normalizeText(query) === '' || limit <= 0) return [];
      const saved = await savedIndex();
      const suggestions = saved.match(query, limit);
      const postcode = postcodeSuggestion(query);
      if (postcode) suggestions.push(postcode);
      for (const entry of index.search(query, limit, { near, window })) {
        if (suggestions.length >= limit) break;
        if (saved.has(normalizeText(entry.label))) continue;
        suggestions.push({ id: entry.id, address: entry.label, kind: KIND[entry.kind] });
      }
      return suggestions.slice(0, limit);
    },

    async details(id) {
      const place = byId(await savedIndex(), id);
      return place ? toPlaceDetails(place) : null;
    },

    async resolve(text, options = {}) {
      const trimmed = text.trim();
      const saved = await savedIndex();
      // A town's own label ends with its nation ('Newport, Wales'): try the text whole first.
      const whole = byWholeText(saved, trimmed);
      if (whole) return whole;
      const bare = withoutCountry(trimmed);
      const known = bare !== trimmed ? byWholeText(saved, bare) : null;
      if (known) return known;
      const picked = options.placeId ? byId(saved, options.placeId) : null;
      if (picked) return picked;
      return bare === '' ? null : resolveText(bare, trimmed, options.near);
    },

    async route(points) {
      return estimateRoute(points);
    },
  };
}
