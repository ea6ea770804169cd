import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { catalogueMigration } from './migrations/0001-catalogue.js';

/** Migrations live in code (not read from a folder) so the bundled server carries them. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '0001-catalogue': catalogueMigration(db.dialect),
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
