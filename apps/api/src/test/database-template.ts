/**
 * One migrated (and, unless a test turns SEED_DEMO_DATA off, seeded) database per test run, copied
 * for each test app: a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL. The first
 * test app of the run that needs one makes it, through the app's own prepareDatabase, in the run's
 * directory (test/global-setup.ts, which also removes it); the app started on a copy runs
 * prepareDatabase again and finds nothing to do. Workers starting at once may each make one: every
 * template is complete before anyone may copy it, so any of them will do.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { templateNamePrefix, type TemplateRun } from './global-setup.js';

const kindOf = (seedDemoData: boolean) => (seedDemoData ? 'seeded' : 'migrated');
const uniqueSuffix = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

/** Writes a copy of the run's SQLite template to `target`. */
export async function copySqliteTemplate(run: TemplateRun, target: string, options: { seedDemoData: boolean }): Promise<void> {
  const template = path.join(run.dir, `${kindOf(options.seedDemoData)}.db`);
  if (!existsSync(template)) {
    const draft = `${template}.${uniqueSuffix()}`;
    const db = openDatabase({ sqlitePath: draft });
    try {
      await prepareDatabase(db, options);
    } finally {
      await db.close();
    }
    // Closed by its last connection, SQLite has folded the write-ahead log into the file.
    if (existsSync(`${draft}-wal`)) throw new Error(`the template ${draft} kept a write-ahead log: a connection is still open`);
    renameSync(draft, template);
  }
  copyFileSync(template, target);
}

/** The name of the run's PostgreSQL template beside the database `adminUrl` names. */
export async function postgresTemplate(run: TemplateRun, adminUrl: string, options: { seedDemoData: boolean }): Promise<string> {
  const marker = path.join(run.dir, `${kindOf(options.seedDemoData)}.postgres`);
  if (existsSync(marker)) return readFileSync(marker, 'utf8');
  const name = `${templateNamePrefix(run)}${uniqueSuffix()}`;
  const url = await createPostgresDatabase(adminUrl, name);
  const db = openDatabase({ databaseUrl: url, sqlitePath: ':memory:' });
  try {
    await prepareDatabase(db, options);
  } finally {
    await db.close();
  }
  // Named only once complete: a link appears whole, and fails if another worker named its own first.
  const draft = `${marker}.${name}`;
  writeFileSync(draft, name);
  try {
    linkSync(draft, marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft);
  }
  return name;
}

/** Creates `name` (from `template`, else PostgreSQL's empty template1); returns its URL. */
export async function createPostgresDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
