/**
 * Starts the real API on a real HTTP port over a real database of its own: a SQLite file, or a
 * PostgreSQL database when DATABASE_URL is set (CI runs both), each a copy of the run's template
 * (test/database-template.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { API_KEY_HEADERS } from '@kerbside/contract';
import { loadConfig, type Config } from '../config.js';
import { buildApp, type AppOptions } from '../app.js';
import { copySqliteTemplate, createPostgresDatabase, postgresTemplate } from './database-template.js';

export interface TestApp {
  url: string;
  config: Config;
  close(): Promise<void>;
  /** fetch with the website's API key headers and JSON body. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

export const TEST_KEYS = { public: 'test-public-key', secret: 'test-secret-key' };

/**
 * A new PostgreSQL database beside the one `adminUrl` names, a copy of `template` (else empty);
 * `drop` removes it.
 */
export async function freshPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kerbside_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = await createPostgresDatabase(adminUrl, name, template);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The app on a copy of the run's template database (migrated and seeded as `env` asks), or, outside
 * a Vitest run with test/global-setup.ts, on an empty one that the app prepares itself.
 */
export async function startTestApp(options: Omit<AppOptions, 'config'> & { env?: Record<string, string | undefined> } = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-api-'));
  const settings = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_PUBLIC_KEY: TEST_KEYS.public,
    API_SECRET_KEY: TEST_KEYS.secret,
    SQLITE_PATH: path.join(dir, 'test.db'),
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    CONSOLE_DIST_DIR: path.join(dir, 'no-console'),
  };
  const run = inject('templateRun');
  const adminUrl = process.env.DATABASE_URL;
  const { SEED_DEMO_DATA: seedDemoData } = loadConfig({ ...settings, ...options.env });
  const template = run && adminUrl ? await postgresTemplate(run, adminUrl, { seedDemoData }) : undefined;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl, template) : null;
  const config = loadConfig({ ...settings, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...options.env });
  if (run && !config.DATABASE_URL) await copySqliteTemplate(run, config.SQLITE_PATH, { seedDemoData });
  return serve({ ...options, config }, async () => {
    await pgDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * Another app over the database of `first`, as a second instance would run: it reads settings
 * and the fleet afresh (each app caches them for 30 s), so a test can change them in the database
 * and see the effect at once. Close it before `first`.
 */
export function startSecondApp(first: TestApp, options: Omit<AppOptions, 'config'> = {}): Promise<TestApp> {
  return serve({ ...options, config: first.config }, async () => {});
}

async function serve(options: AppOptions, cleanup: () => Promise<void>): Promise<TestApp> {
  const { config } = options;
  const { app } = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    config,
    async close() {
      await app.close();
      await cleanup();
    },
    call: callerOf(url),
  };
}

/** fetch against `url` with the website's API key headers and a JSON body; the answer parsed when it is JSON. */
export function callerOf(url: string): TestApp['call'] {
  return async (method, p, body, headers = {}) => {
    const res = await fetch(url + p, {
      method,
      headers: {
        [API_KEY_HEADERS.public]: TEST_KEYS.public,
        [API_KEY_HEADERS.secret]: TEST_KEYS.secret,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  };
}

/**
 * A test app and a second connection to its database (to look at what was stored), started and
 * closed by hooks of the calling test file. Read the fields inside tests.
 */
export function testAppWithDb(options: Parameters<typeof startTestApp>[0] = {}) {
  const kit = {} as { api: TestApp; db: Db };
  beforeAll(async () => {
    kit.api = await startTestApp(options);
    kit.db = openDatabase({ databaseUrl: kit.api.config.DATABASE_URL, sqlitePath: kit.api.config.SQLITE_PATH });
  });
  afterAll(async () => {
    await kit.db?.close();
    await kit.api?.close();
  });
  return kit;
}
