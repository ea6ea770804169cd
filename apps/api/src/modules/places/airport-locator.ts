import type { LatLng } from '@kerbside/contract';
import { haversineKm } from './geo-distance.js';

/** IATA code of the airport a point lies at, or null. */
export type AirportLocator = (point: LatLng) => string | null;

export function createAirportLocator(
  airports: ReadonlyArray<{ iata: string; lat: number; lon: number }>,
  radiusKm = 4,
): AirportLocator {
  return (point) => {
    let best: { iata: string; km: number } | null = null;
    for (const airport of airports) {
      const km = haversineKm(point, airport);
      if (km <= radiusKm && (!best || km < best.km)) best = { iata: airport.iata, km };
    }
    return best?.iata ?? null;
  };
}
