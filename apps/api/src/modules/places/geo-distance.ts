import type { LatLng } from '@kerbside/contract';

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;
export const METERS_PER_MILE = 1609.344;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
