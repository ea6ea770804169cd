import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Driver sign-in without a password (issue 25 §2). `drivers.email` is where staff send a sign-in
 * link (drivers had none). `driver_sign_in_links` keeps each link's SHA-256 (never the token),
 * single use (`used_at`), 15 minutes. `driver_sessions` keeps each phone's session: the hash of
 * its cookie, a short device label, when it was made and last seen, and when it ends or was revoked.
 */
export function driverSessionsMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await db.schema.alterTable('drivers').addColumn('email', 'text').execute();
      await createTable(db, 'driver_sign_in_links')
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('driver_sign_in_links_driver').on('driver_sign_in_links').column('driver_id').execute();
      await createTable(db, 'driver_sessions')
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('device_label', 'text', (c) => c.notNull().check(sql`length(device_label) <= 60`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('driver_sessions_driver').on('driver_sessions').column('driver_id').execute();
    },
    async down(db) {
      await db.schema.dropTable('driver_sessions').ifExists().execute();
      await db.schema.dropTable('driver_sign_in_links').ifExists().execute();
      await db.schema.alterTable('drivers').dropColumn('email').execute();
    },
  };
}
