import { createTtlCache } from '../../lib/ttl-cache.js';
import type { PlacesProvider, ResolvedPlace, RouteResult } from '../places/index.js';

/**
 * Remembers recent routes by their points: the same trip is priced several times in a visit (home,
 * results, booking), and a routed provider bills per call.
 */
export function createRouteCache(places: PlacesProvider, options = { maxEntries: 5_000, ttlMs: 6 * 3_600_000 }) {
  // Roads change slowly; a few hours keeps a routed provider's figures fresh enough.
  const cache = createTtlCache<RouteResult | null>(options);
  return async function route(points: ResolvedPlace[]): Promise<RouteResult | null> {
    const key = points.map((p) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`).join('|');
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const result = await places.route(points);
    cache.set(key, result);
    return result;
  };
}
