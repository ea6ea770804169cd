import type { PlacesProvider, ResolvedPlace, RouteResult } from '../places/places.provider.js';

/**
 * Remembers recent routes by their points: the same trip is priced several times in a visit (home,
 * results, booking), and a routed provider bills per call.
 */
export function createRouteCache(places: PlacesProvider, maxEntries = 2_000) {
  const entries = new Map<string, RouteResult | null>();
  return async function route(points: ResolvedPlace[]): Promise<RouteResult | null> {
    const key = points.map((p) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`).join('|');
    if (entries.has(key)) {
      const hit = entries.get(key) ?? null;
      entries.delete(key);
      entries.set(key, hit); // most recently used goes last
      return hit;
    }
    const result = await places.route(points);
    entries.set(key, result);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return result;
  };
}
