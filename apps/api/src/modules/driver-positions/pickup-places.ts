/**
 * Where a job's pickup is, from its address and the suggestion the passenger picked (the booking
 * form's place id), found by the places provider as the quote found it. Bookings keep the address,
 * not its coordinates, so each is looked up once and kept here (a map refreshed every 15 s would
 * otherwise ask again, and with a maps key each ask is a paid call). A failed lookup is not kept.
 */
import type { PlacesProvider } from '../places/index.js';

export interface MapPoint {
  lat: number;
  lng: number;
}

interface PickupJob {
  leg: 'outbound' | 'return';
  from_address: string;
  journey_form: string;
}

/** The place id of the leg's pickup: the outbound's pickup, or a return's (the outbound's drop-off). */
function placeIdOf(job: PickupJob): string | undefined {
  try {
    const form = JSON.parse(job.journey_form) as { pickup_place_id?: unknown; dropoff_place_id?: unknown };
    const id = job.leg === 'return' ? form.dropoff_place_id : form.pickup_place_id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

export function createPickupPlaces(places: Pick<PlacesProvider, 'resolve'>, keep = 2_000) {
  const known = new Map<string, MapPoint | null>();
  return async function pickupOf(job: PickupJob): Promise<MapPoint | null> {
    const placeId = placeIdOf(job);
    const key = `${placeId ?? ''}\u0001${job.from_address}`;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    let point: MapPoint | null;
    try {
      const place = await places.resolve(job.from_address, placeId ? { placeId } : {});
      point = place ? { lat: place.lat, lng: place.lon } : null;
    } catch {
      return null;
    }
    // Oldest first out: a Map iterates in insertion order.
    if (known.size >= keep) known.delete(known.keys().next().value!);
    known.set(key, point);
    return point;
  };
}
export type PickupPlaces = ReturnType<typeof createPickupPlaces>;
