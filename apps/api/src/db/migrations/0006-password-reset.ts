import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/** Password reset codes: only a salted hash of each code is stored. */
export function passwordResetMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'password_reset_codes')
        .addColumn('passenger_id', 'integer', (c) => c.notNull().references('passengers.id').onDelete('cascade'))
        .addColumn('code_salt', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .execute();
      // The lookup: a passenger's newest unused code.
      await db.schema.createIndex('password_reset_codes_passenger').on('password_reset_codes').columns(['passenger_id', 'id']).execute();
    },
    async down(db) {
      await db.schema.dropTable('password_reset_codes').ifExists().execute();
    },
  };
}
