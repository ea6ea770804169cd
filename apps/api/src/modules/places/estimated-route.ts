import type { LatLng } from '@kerbside/contract';
import { haversineKm, KM_PER_MILE, roundMiles } from './geo-distance.js';
import type { RouteResult } from './places.provider.js';

/**
 * Offline driving estimate: no road graph of Great Britain can be had offline, so each leg is the
 * straight line times a detour factor that falls with distance, as roads straighten out between
 * towns: factor(s) = 1.2 + 0.2·e^(−s/20), s in straight-line miles, giving 1.39 at 1 mile, 1.32 at
 * 10, 1.27 at 20, 1.22 at 50 and 1.20 beyond 100 (London–Manchester: 163 → 196 road miles).
 */
export function detourFactor(straightMiles: number): number {
  return 1.2 + 0.2 * Math.exp(-straightMiles / 20);
}

/**
 * Average speeds by band of road miles, each leg starting in town: 18 mph for the first 3 miles
 * (urban streets), 28 mph for the next 7 (suburban roads), 45 mph for the next 20 (A roads), 58 mph
 * beyond (motorway average with junctions and slowdowns). London–Manchester comes out at 3 h 43 min.
 */
const SPEED_BANDS: ReadonlyArray<{ miles: number; mph: number }> = [
  { miles: 3, mph: 18 },
  { miles: 7, mph: 28 },
  { miles: 20, mph: 45 },
  { miles: Number.POSITIVE_INFINITY, mph: 58 },
];

export function legSeconds(roadMiles: number): number {
  let left = roadMiles;
  let hours = 0;
  for (const band of SPEED_BANDS) {
    const driven = Math.min(left, band.miles);
    hours += driven / band.mph;
    left -= driven;
    if (left <= 0) break;
  }
  return hours * 3600;
}

export function legRoadMiles(from: LatLng, to: LatLng): number {
  const straight = haversineKm(from, to) / KM_PER_MILE;
  return straight * detourFactor(straight);
}

/** Estimated route through the points in order; null with fewer than two points. */
export function estimateRoute(points: ReadonlyArray<LatLng>): RouteResult | null {
  if (points.length < 2) return null;
  let miles = 0;
  let seconds = 0;
  for (let i = 1; i < points.length; i++) {
    const leg = legRoadMiles(points[i - 1]!, points[i]!);
    miles += leg;
    seconds += legSeconds(leg);
  }
  return {
    miles: roundMiles(miles),
    seconds: Math.round(seconds),
    estimated: true,
    path: points.map((p) => ({ lat: p.lat, lon: p.lon })),
  };
}
