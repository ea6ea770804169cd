import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createInsertCache } from '../../db/insert-cache.js';
import type { NewPassenger } from '../bookings/bookings.tables.js';

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
      const row = await on.selectFrom('passengers').select('password_hash').where('id', '=', passengerId).executeTakeFirst();
      return row?.password_hash ?? null;
    },

    async insert(on: Kysely<Database>, passenger: NewPassenger): Promise<number> {
      return inserts.insertReturningId(on, 'passengers', passenger);
    },
  };
}
