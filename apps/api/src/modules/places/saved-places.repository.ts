import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SavedPlace } from './places.provider.js';

export type { SavedPlace };

export function createSavedPlacesRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<SavedPlace[]> {
      const rows = await db.selectFrom('saved_places').selectAll().orderBy('sort_order').orderBy('id').execute();
      return rows.map((r) => ({ id: `saved:${r.id}`, address: r.address, lat: r.lat, lon: r.lon, postcode: r.postcode, kind: r.kind }));
    },
  };
}
