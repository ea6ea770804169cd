import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createBannedAddressesRepository(db: Kysely<Database>) {
  return {
    async listPatterns(): Promise<string[]> {
      const rows = await db.selectFrom('banned_addresses').select('pattern').execute();
      return rows.map((r) => r.pattern);
    },
  };
}
