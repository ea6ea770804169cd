import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createInsertCache } from '../../db/insert-cache.js';
import type { NewPassenger } from '../bookings/index.js';

export interface ClientCredentials {
  id: number;
  email: string;
  firstName: string;
  surname: string;
  phone: string;
  passwordHash: string | null;
}

export type PassengersRepository = ReturnType<typeof createPassengersRepository>;

/** Every function takes the handle to use, so it runs inside a caller's transaction when given one. */
export function createPassengersRepository(db: Kysely<Database>) {
  const inserts = createInsertCache();

  async function findLogin(passengerId: number, on: Kysely<Database> = db): Promise<{ email: string; passwordHash: string | null } | null> {
    const row = await on.selectFrom('passengers').select(['email', 'password_hash']).where('id', '=', passengerId).executeTakeFirst();
    return row ? { email: row.email, passwordHash: row.password_hash } : null;
  }

  return {
    async findClientByEmail(email: string, on: Kysely<Database> = db): Promise<ClientCredentials | null> {
      const row = await on
        .selectFrom('passengers')
        .select(['id', 'email', 'first_name', 'surname', 'phone', 'password_hash'])
        .where('kind', '=', 'client')
        .where('email', '=', email)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, email: row.email, firstName: row.first_name, surname: row.surname, phone: row.phone, passwordHash: row.password_hash };
    },

    async findPasswordHash(passengerId: number, on: Kysely<Database> = db): Promise<string | null> {
      return (await findLogin(passengerId, on))?.passwordHash ?? null;
    },

    /** The email a password check is counted against, and the hash it is checked with. */
    findLogin,

    async insert(on: Kysely<Database>, passenger: NewPassenger): Promise<number> {
      return inserts.insertReturningId(on, 'passengers', passenger);
    },
  };
}
