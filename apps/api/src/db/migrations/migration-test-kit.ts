/** An empty database of either kind to run migrations one by one on, dropped after each test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach } from 'vitest';
import { freshPostgresDatabase } from '../../test/test-app.js';
import { openDatabase, type Db } from '../database.js';
import { migrationsFor } from '../migrate.js';

/** The kinds a migration test runs on: PostgreSQL too when DATABASE_URL is set. */
export const MIGRATION_TEST_KINDS = process.env.DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Call once at the top of a test file: each `databaseAt` is closed and removed after its test. */
export function emptyDatabases() {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async function databaseAt(kind: 'sqlite' | 'postgres'): Promise<Db> {
    if (kind === 'postgres') {
      const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
      const db = openDatabase({ databaseUrl: fresh.url, sqlitePath: '' });
      cleanups.push(async () => {
        await db.close();
        await fresh.drop();
      });
      return db;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-migration-'));
    const db = openDatabase({ sqlitePath: path.join(dir, 'k.db') });
    cleanups.push(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return db;
  };
}

/** Runs the migrations up or down to `target` (its name, e.g. '0022-calendar-sequence'). */
export async function migrateTo(db: Db, target: string) {
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db) } });
  const { error } = await migrator.migrateTo(target);
  if (error instanceof Error) throw error;
  if (error) throw new Error('migration failed');
}
