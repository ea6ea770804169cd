/**
 * Starts the built site (apps/api/dist/server.js serving apps/web/dist, and apps/console/dist at
 * /operator) on a free port with a SQLite database of its own, as `npm start` would, and stops it
 * afterwards. In a run with support/global-setup.ts every site serves the run's one copy of the
 * builds and starts on a copy of the database the built server made on its first start there.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { freePort, haltServer, launchServer, requireBuild, SERVER_ENTRY, siteEnv, snapshotDist } from './built-site';

export interface RunningSite {
  url: string;
  /** What the server wrote to stdout and stderr so far (when started with captureOutput). */
  output(): string;
  /** The site's SQLite database, for tests that count what was stored (open it read-only). */
  dbPath: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  captureOutput?: boolean;
  /**
   * Operator settings (name → value) the site runs with: written into the demo database before the
   * server reads it (once a first start has made it, without the run's copy), as an operator's
   * change followed by a restart would do.
   */
  settings?: Record<string, string>;
}

/**
 * `env` adds to and overrides the test defaults; a value of undefined removes the variable (e.g.
 * NODE_ENV: undefined starts the server exactly as `npm start` does).
 */
export async function startSite(env: Record<string, string | undefined> = {}, options: StartOptions = {}): Promise<RunningSite> {
  requireBuild();
  const run = inject('e2eRun');
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-e2e-'));
  const webDist = run?.webDist ?? (await snapshotDist(dir, 'web'));
  const consoleDist = run?.consoleDist ?? (await snapshotDist(dir, 'console'));
  const driverDist = run?.driverDist ?? (await snapshotDist(dir, 'driver'));
  const port = await freePort();
  const dbPath = path.join(dir, 'e2e.db');
  if (run) copyFileSync(run.templateDb, dbPath);
  const merged: Record<string, string | undefined> = { ...process.env, ...siteEnv({ port, dbPath, webDist, consoleDist, driverDist }), ...env };
  const childEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const launch = () => launchServer(url, childEnv, options.captureOutput ? 'pipe' : 'inherit', (text) => (output += text));

  if (run && options.settings) writeSettings(dbPath, options.settings);
  let child = await launch();
  if (!run && options.settings) {
    await haltServer(child);
    writeSettings(dbPath, options.settings);
    child = await launch();
  }
  return {
    url,
    dbPath,
    output: () => output,
    async stop() {
      await haltServer(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function writeSettings(dbPath: string, settings: Record<string, string>): void {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    const upsert = db.prepare(
      'INSERT INTO settings (setting_name, setting_value) VALUES (?, ?) ON CONFLICT (setting_name) DO UPDATE SET setting_value = excluded.setting_value',
    );
    db.transaction(() => {
      for (const [name, value] of Object.entries(settings)) upsert.run(name, value);
    })();
  } finally {
    db.close();
  }
}

/**
 * Runs the built server with only `env` (and PATH) until it exits by itself, as it does when it
 * refuses its configuration or fails to start; resolves with its exit code and everything it wrote.
 */
export async function runBuiltServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** The built site and a Chromium for one test file: started before its tests, stopped after them. */
export function siteAndBrowser(): { readonly site: RunningSite; readonly browser: Browser } {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test or a hook`);
    return value;
  };
  return {
    get site() {
      return started(site, 'The site');
    },
    get browser() {
      return started(browser, 'The browser');
    },
  };
}
