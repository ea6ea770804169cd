import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { catalogueMigration } from './migrations/0001-catalogue.js';
import { bookingsMigration } from './migrations/0002-bookings.js';
import { paymentsMigration } from './migrations/0003-payments.js';
import { mailEnquiriesMigration } from './migrations/0004-mail-enquiries.js';
import { accountsMigration } from './migrations/0005-accounts.js';
import { passwordResetMigration } from './migrations/0006-password-reset.js';

/** Migrations live in code (not read from a folder) so the bundled server carries them. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '0001-catalogue': catalogueMigration(db.dialect),
    '0002-bookings': bookingsMigration(db.dialect),
    '0003-payments': paymentsMigration(),
    '0004-mail-enquiries': mailEnquiriesMigration(db.dialect),
    '0005-accounts': accountsMigration(db.dialect),
    '0006-password-reset': passwordResetMigration(db.dialect),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
