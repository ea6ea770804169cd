/** The only file that touches the banned_addresses table. Writes take the caller's transaction. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { BannedAddressesTable, Database } from '../../db/schema.js';

export type BannedAddressRow = Selectable<BannedAddressesTable>;

export function createBannedAddressesRepository(db: Kysely<Database>) {
  return {
    async listPatterns(): Promise<string[]> {
      const rows = await db.selectFrom('banned_addresses').select('pattern').execute();
      return rows.map((r) => r.pattern);
    },

    /** By pattern (then id), as the console lists them. */
    async listRows(): Promise<BannedAddressRow[]> {
      return db.selectFrom('banned_addresses').selectAll().orderBy('pattern').orderBy('id').execute();
    },

    async find(id: number): Promise<BannedAddressRow | null> {
      return (await db.selectFrom('banned_addresses').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(on: Kysely<Database>, row: Omit<BannedAddressRow, 'id'>): Promise<number> {
      return (await on.insertInto('banned_addresses').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(on: Kysely<Database>, id: number, changes: Omit<Updateable<BannedAddressesTable>, 'id'>): Promise<void> {
      await on.updateTable('banned_addresses').set(changes).where('id', '=', id).execute();
    },

    async remove(on: Kysely<Database>, id: number): Promise<void> {
      await on.deleteFrom('banned_addresses').where('id', '=', id).execute();
    },
  };
}

export type BannedAddressesRepository = ReturnType<typeof createBannedAddressesRepository>;
