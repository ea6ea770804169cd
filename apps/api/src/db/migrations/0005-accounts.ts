import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/** Sign-in tokens of corporate passengers (only a SHA-256 of each token is stored), and their bookings list. */
export function accountsMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'passenger_tokens')
        .addColumn('passenger_id', 'integer', (c) => c.notNull().references('passengers.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .execute();
      // Revoking every session of a passenger, and sweeping their expired tokens at sign-in.
      await db.schema.createIndex('passenger_tokens_passenger').on('passenger_tokens').columns(['passenger_id', 'expires_at']).execute();

      // A passenger's bookings, newest first (created_at, then id), a page at a time. PostgreSQL needs
      // id in the index to stop after one page: with (passenger_id, created_at) alone its planner may
      // walk bookings_created_at backwards through everyone's bookings instead. SQLite's index entries
      // already end with the rowid (= id), so bookings_passenger serves this order there as it is.
      if (dialect === 'postgres') {
        await db.schema.createIndex('bookings_passenger_newest').on('bookings').columns(['passenger_id', 'created_at', 'id']).execute();
      }
    },
    async down(db) {
      await db.schema.dropIndex('bookings_passenger_newest').ifExists().execute();
      await db.schema.dropTable('passenger_tokens').ifExists().execute();
    },
  };
}
