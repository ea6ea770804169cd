import type { GazetteerData } from './gazetteer-data.js';
import { normalizeText, tokenize } from './text-normalize.js';

export type EntryKind = 'airport' | 'terminal' | 'station' | 'town';

/** One searchable place of the gazetteer. */
export interface GazetteerEntry {
  id: string;
  kind: EntryKind;
  /** Display text, postcode appended when known. */
  label: string;
  lat: number;
  lon: number;
  postcode: string | null;
  iata: string | null;
  crs: string | null;
  /** Base rank: airports and big towns first, then major stations, small places last. */
  importance: number;
  /** Normalised name, aliases and postcode, for autocomplete; names[0] is the name. */
  names: string[];
  nameTokens: string[][];
  /** Names that may be recognised inside longer free text (resolve). */
  containable: string[];
}

const stripLondon = (name: string) => name.replace(/^London /, '');
function unique(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) if (name !== '' && !out.includes(name)) out.push(name);
  return out;
}

/** `names` and `containable` are already normalised. */
function entry(fields: Omit<GazetteerEntry, 'names' | 'nameTokens'>, names: string[]): GazetteerEntry {
  const normalized = unique(names);
  return {
    id: fields.id,
    kind: fields.kind,
    label: fields.label,
    lat: fields.lat,
    lon: fields.lon,
    postcode: fields.postcode,
    iata: fields.iata,
    crs: fields.crs,
    importance: fields.importance,
    names: normalized,
    nameTokens: normalized.map(tokenize),
    containable: unique(fields.containable),
  };
}

/** Towns rank by population: 8 for a hamlet, 12 at 1,000 people, ~40 for Manchester, 50 for London. */
export function townImportance(population: number): number {
  if (population <= 0) return 8;
  return Math.min(50, 12 + 11 * Math.log10(Math.max(population, 1000) / 1000));
}

const AIRPORT_IMPORTANCE: Record<number, number> = { 3: 42, 2: 30, 1: 22 };

/** Single-word place names that are also everyday address words ("Street", Somerset). */
export const GENERIC_PLACE_WORDS = new Set(['street', 'church', 'bridge', 'hill', 'road', 'lane', 'station', 'airport']);

export function buildEntries(data: GazetteerData): GazetteerEntry[] {
  // Town and station names repeat a lot; normalise each distinct string once.
  const cache = new Map<string, string>();
  const norm = (text: string) => {
    let folded = cache.get(text);
    if (folded === undefined) cache.set(text, (folded = normalizeText(text)));
    return folded;
  };
  const townNames = new Set(data.tw.map((t) => norm(t[1])));
  const entries: GazetteerEntry[] = [];

  // People say "Heathrow" or "Gatwick" alone; "Manchester" alone is the city.
  const shortNames = new Map<string, string>();
  for (const [, iata, , , , , , aliases] of data.tm) {
    const short = norm(aliases[0]?.split(' ')[0] ?? '');
    if (short && !townNames.has(short)) shortNames.set(iata, short);
  }

  for (const [iata, name, label, lat, lon, postcode, size] of data.ap) {
    const short = shortNames.get(iata);
    const names = [norm(name), norm(stripLondon(name)), ...(short ? [short] : [])];
    entries.push(
      entry(
        { id: `gz:airport:${iata}`, kind: 'airport', label, lat, lon, postcode, iata, crs: null,
          importance: AIRPORT_IMPORTANCE[size] ?? 22, containable: names },
        [...names, ...(postcode ? [norm(postcode)] : [])],
      ),
    );
  }
  for (const [id, iata, name, label, lat, lon, postcode, aliases] of data.tm) {
    const names = [name, ...aliases].map(norm);
    entries.push(
      entry(
        { id: `gz:airport:${id}`, kind: 'terminal', label, lat, lon, postcode, iata, crs: null,
          importance: 41, containable: names },
        [...names, norm(postcode)],
      ),
    );
  }
  for (const [crs, name, label, lat, lon, postcode, major] of data.st) {
    const short = stripLondon(name);
    // "London Bridge" must not become "Bridge"; only the termini people name without "London".
    const namedWithoutLondon = major && short !== name && !/^(bridge|fields|road)\b/i.test(short);
    const bases = (namedWithoutLondon ? [name, short] : [name]).map(norm);
    const withStation = bases.map((n) => `${n} station`);
    entries.push(
      entry(
        { id: `gz:station:${crs}`, kind: 'station', label, lat, lon, postcode, iata: null, crs,
          importance: major ? 35 : 20,
          // A minor station's bare name is too often a street ("Park Street"): require "station".
          containable: [...(major ? bases : []), ...withStation, ...bases.map((n) => `${n} railway station`)] },
        [...bases, ...withStation, ...(postcode ? [norm(postcode)] : [])],
      ),
    );
  }
  for (const [geonameId, name, label, lat, lon, population] of data.tw) {
    const names = [norm(name), norm(name.replace(/^City of /, ''))];
    entries.push(
      entry(
        { id: `gz:town:${geonameId}`, kind: 'town', label, lat, lon, postcode: null, iata: null, crs: null,
          importance: townImportance(population), containable: names.filter((n) => !GENERIC_PLACE_WORDS.has(n)) },
        names,
      ),
    );
  }
  return entries;
}
