/**
 * Starts the real API on a real HTTP port over a real database of its own: a SQLite file, or a
 * PostgreSQL database when DATABASE_URL is set (CI runs both), each a copy of the run's template
 * (test/database-template.ts). Its `call` goes through Fastify's inject, with the same request and
 * answer as over the port; tests where the socket matters (streams, closing, compression as sent,
 * client addresses, other instances) use `url`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { API_KEY_HEADERS } from '@kerbside/contract';
import { loadConfig, type Config } from '../config.js';
import { buildApp, type AppOptions } from '../app.js';
import type { Scheduler } from '../platform/scheduler/index.js';
import { copySqliteTemplate, createPostgresDatabase, postgresTemplate } from './database-template.js';

export interface TestApp {
  url: string;
  config: Config;
  close(): Promise<void>;
  /** The app's periodic tasks: `runNow(name)` runs one as its timer would (absent for an app in another process). */
  scheduler?: Scheduler;
  /**
   * A call with the website's API key headers and a JSON body; the answer parsed when it is JSON.
   * Through Fastify's inject on an app of this process (tests that need the socket use `url`).
   */
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
    DRIVER_DIST_DIR: path.join(dir, 'no-driver'),
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
  const { app, scheduler } = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    config,
    scheduler,
    async close() {
      await app.close();
      await cleanup();
    },
    call: injectedCaller(app),
  };
}

/** The request headers fetch adds to a call, so that the app sees the same request either way. */
const FETCH_HEADERS = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node', 'accept-encoding': 'gzip, deflate' };

/** What `callerOf` does, without a socket: the same request, and the answer decoded as fetch would. */
function injectedCaller(app: FastifyInstance): TestApp['call'] {
  return async (method, p, body, headers = {}) => {
    const given = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const res = await app.inject({
      method,
      url: p,
      headers: { ...FETCH_HEADERS, ...keyHeaders(body), ...given },
      payload: requestBody(body),
    });
    return { status: res.statusCode, body: parsedAnswer(decoded(res.rawPayload, res.headers['content-encoding'])) };
  };
}

function decoded(payload: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(payload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  return payload.toString('utf8');
}

const keyHeaders = (body: unknown): Record<string, string> => ({
  [API_KEY_HEADERS.public]: TEST_KEYS.public,
  [API_KEY_HEADERS.secret]: TEST_KEYS.secret,
  ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
});

const requestBody = (body: unknown) => (body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));

function parsedAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON
  }
}

/** fetch against `url` with the website's API key headers and a JSON body; the answer parsed when it is JSON. */
export function callerOf(url: string): TestApp['call'] {
  return async (method, p, body, headers = {}) => {
    const res = await fetch(url + p, { method, headers: { ...keyHeaders(body), ...headers }, body: requestBody(body) });
    return { status: res.status, body: parsedAnswer(await res.text()) };
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
