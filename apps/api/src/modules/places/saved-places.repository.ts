/** The only file that touches the saved_places table. Writes take the caller's transaction. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SavedPlacesTable } from '../../db/schema.js';
import type { SavedPlace } from './places.provider.js';

export type { SavedPlace };
export type SavedPlaceRow = Selectable<SavedPlacesTable>;
export type SavedPlaceChanges = Omit<Updateable<SavedPlacesTable>, 'id'>;

/** The id a saved place has in suggestions and in the places provider: 'saved:<row id>'. */
export const savedPlaceId = (rowId: number) => `saved:${rowId}`;

export function createSavedPlacesRepository(db: Kysely<Database>) {
  const ordered = (on: Kysely<Database>) => on.selectFrom('saved_places').selectAll().orderBy('sort_order').orderBy('id');

  return {
    /** For the places provider and the website's list. */
    async listAll(): Promise<SavedPlace[]> {
      const rows = await ordered(db).execute();
      return rows.map((r) => ({ id: savedPlaceId(r.id), address: r.address, lat: r.lat, lon: r.lon, postcode: r.postcode, kind: r.kind }));
    },

    async listRows(on: Kysely<Database> = db): Promise<SavedPlaceRow[]> {
      return ordered(on).execute();
    },

    async find(id: number, on: Kysely<Database> = db): Promise<SavedPlaceRow | null> {
      return (await on.selectFrom('saved_places').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(on: Kysely<Database>, row: Omit<SavedPlaceRow, 'id' | 'sort_order'>): Promise<number> {
      const last = await on.selectFrom('saved_places').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
      const sortOrder = last?.n === null || last?.n === undefined ? 0 : Number(last.n) + 1;
      const inserted = await on.insertInto('saved_places').values({ ...row, sort_order: sortOrder }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(on: Kysely<Database>, id: number, changes: SavedPlaceChanges): Promise<void> {
      await on.updateTable('saved_places').set(changes).where('id', '=', id).execute();
    },

    async remove(on: Kysely<Database>, id: number): Promise<void> {
      await on.deleteFrom('saved_places').where('id', '=', id).execute();
    },

    /** The vehicle categories among `ids`, as 'Company (Category)', by company name and category order. */
    async categoryNames(ids: ReadonlySet<number>): Promise<string[]> {
      if (ids.size === 0) return [];
      const rows = await db
        .selectFrom('vehicle_categories as v')
        .innerJoin('companies as c', 'c.id', 'v.company_id')
        .select(['c.company_name', 'v.category_name'])
        .where('v.id', 'in', [...ids])
        .orderBy('c.company_name')
        .orderBy('v.sort_order')
        .execute();
      return rows.map((c) => `${c.company_name} (${c.category_name})`);
    },
  };
}

export type SavedPlacesRepository = ReturnType<typeof createSavedPlacesRepository>;
