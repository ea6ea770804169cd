import type { AddressSuggestion } from '@kerbside/contract';
import type { AirportLocator } from './airport-locator.js';
import type { ResolvedPlace, SavedPlace, SavedPlacesSource } from './places.provider.js';
import { parsePostcodeOrOutcode, postcodeZones } from './postcode-parts.js';
import { normalizeText, tokenize } from './text-normalize.js';

export interface SavedPlacesIndex {
  /** Saved addresses matching the query (substring or word prefixes), best first. */
  match(query: string, limit: number): AddressSuggestion[];
  byId(id: string): ResolvedPlace | null;
  /** The saved place whose address is the text, ignoring case, spacing and punctuation. */
  byAddress(text: string): ResolvedPlace | null;
  has(normalizedAddress: string): boolean;
}

interface Item {
  place: ResolvedPlace;
  folded: string;
  tokens: string[];
}

const AIRPORT_WORDS = /\b(airport|terminal)\b/i;

function toResolved(saved: SavedPlace, airportAt?: AirportLocator): ResolvedPlace {
  const isAirport = saved.kind ? saved.kind === 'airport' : AIRPORT_WORDS.test(saved.address);
  const iata = isAirport && airportAt ? airportAt(saved) : null;
  const parts = saved.postcode ? parsePostcodeOrOutcode(saved.postcode) : null;
  return {
    id: saved.id,
    address: saved.address,
    lat: saved.lat,
    lon: saved.lon,
    postcode: parts?.postcode ?? parts?.outcode ?? saved.postcode,
    zones: [`place:${saved.id}`, ...(iata ? [`airport:${iata}`] : []), ...(parts ? postcodeZones(parts) : [])],
    isAirport,
  };
}

const copy = (item: Item | undefined): ResolvedPlace | null =>
  item ? { ...item.place, zones: [...item.place.zones] } : null;

export function createSavedPlacesIndex(
  savedPlaces: ReadonlyArray<SavedPlace> = [],
  airportAt?: AirportLocator,
): SavedPlacesIndex {
  const items: Item[] = savedPlaces.map((saved) => {
    const folded = normalizeText(saved.address);
    return { place: toResolved(saved, airportAt), folded, tokens: tokenize(folded) };
  });
  const ids = new Map(items.map((item) => [item.place.id, item]));
  const addresses = new Map(items.map((item) => [item.folded, item]));

  return {
    match(query, limit) {
      const q = normalizeText(query);
      if (q === '' || limit <= 0) return [];
      const words = tokenize(q);
      const hits: Array<{ item: Item; rank: number }> = [];
      for (const item of items) {
        const at = item.folded.indexOf(q);
        if (at >= 0) hits.push({ item, rank: at === 0 ? 0 : 1 });
        else if (words.every((w) => item.tokens.some((t) => t.startsWith(w)))) hits.push({ item, rank: 2 });
      }
      return hits
        .sort((a, b) => a.rank - b.rank || a.item.place.address.localeCompare(b.item.place.address))
        .slice(0, limit)
        .map(({ item }) => ({ id: item.place.id, address: item.place.address, kind: 'saved' as const }));
    },
    byId: (id) => copy(ids.get(id)),
    byAddress: (text) => copy(addresses.get(normalizeText(text))),
    has: (normalizedAddress) => addresses.has(normalizedAddress),
  };
}

/**
 * The index of the current saved places: rebuilt when the source answers another list (a place was
 * added, changed or deleted), else the one built before.
 */
export function savedPlacesIndexOf(source: SavedPlacesSource = [], airportAt?: AirportLocator): () => Promise<SavedPlacesIndex> {
  if (typeof source !== 'function') {
    const fixed = Promise.resolve(createSavedPlacesIndex(source, airportAt));
    return () => fixed;
  }
  let built: { list: ReadonlyArray<SavedPlace>; index: SavedPlacesIndex } | null = null;
  return async () => {
    const list = await source();
    if (built?.list !== list) built = { list, index: createSavedPlacesIndex(list, airportAt) };
    return built.index;
  };
}
