/**
 * Vitest's global setup for the unit and API tests: a directory for this run's template databases,
 * which test/database-template.ts makes when a test first starts an app, and their removal when
 * the run ends (the SQLite file with the directory, the PostgreSQL databases by their name).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Where this run keeps its templates; `tag` starts the names of its PostgreSQL templates. */
export interface TemplateRun {
  dir: string;
  tag: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unset when the run has no test/global-setup.ts. */
    templateRun: TemplateRun | undefined;
  }
}

export function templateNamePrefix(run: TemplateRun): string {
  return `kerbside_template_${run.tag}_`;
}

export default function setup(project: TestProject) {
  const tag = randomBytes(5).toString('hex');
  const run: TemplateRun = { dir: path.join(tmpdir(), `kerbside-templates-${tag}`), tag };
  mkdirSync(run.dir, { recursive: true });
  project.provide('templateRun', run);
  return async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) await dropDatabasesNamed(adminUrl, templateNamePrefix(run));
    rmSync(run.dir, { recursive: true, force: true });
  };
}

async function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
