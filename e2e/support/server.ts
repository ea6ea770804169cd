/**
 * Starts the built site (apps/api/dist/server.js serving apps/web/dist, and apps/console/dist at
 * /operator) on a free port with a fresh SQLite database, as `npm start` would, and stops it
 * afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningSite {
  url: string;
  /** What the server wrote to stdout and stderr so far (when started with captureOutput). */
  output(): string;
  /** The site's SQLite database, for tests that count what was stored (open it read-only). */
  dbPath: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Copies a build (the website's, the console's) next to the test database, so a rebuild while a
 * test file runs (the server serves new builds without restarting) cannot swap the page's chunks
 * under it. A copy taken in the middle of a build is detected (index.html names assets that are
 * missing) and taken again.
 */
async function snapshotDist(dir: string, app: 'web' | 'console'): Promise<string> {
  const source = path.join(root, 'apps', app, 'dist');
  const target = path.join(dir, `${app}-dist`);
  const base = app === 'console' ? '/operator/' : '/';
  for (let attempt = 0; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      const html = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(`${base}assets/`))
        .map((href) => href.slice(base.length));
      if (assets.length > 0 && assets.every((asset) => existsSync(path.join(target, asset)))) return target;
    } catch {
      /* the build was rewriting dist: try again */
    }
    if (attempt >= 20) throw new Error(`apps/${app}/dist stayed incomplete: is a build running?`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface StartOptions {
  captureOutput?: boolean;
  /**
   * Operator settings (name → value) the site runs with: written into the demo database once the
   * first start has made it, then the server starts again on that database, as an operator's change
   * followed by a restart would do.
   */
  settings?: Record<string, string>;
}

/**
 * `env` adds to and overrides the test defaults; a value of undefined removes the variable (e.g.
 * NODE_ENV: undefined starts the server exactly as `npm start` does).
 */
export async function startSite(env: Record<string, string | undefined> = {}, options: StartOptions = {}): Promise<RunningSite> {
  const entry = path.join(root, 'apps/api/dist/server.js');
  const built = ['apps/web/dist/index.html', 'apps/console/dist/index.html'].every((file) => existsSync(path.join(root, file)));
  if (!existsSync(entry) || !built) {
    throw new Error('Build the site first: npm run build');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-e2e-'));
  const webDist = await snapshotDist(dir, 'web');
  const consoleDist = await snapshotDist(dir, 'console');
  const port = await freePort();
  const dbPath = path.join(dir, 'e2e.db');
  const merged: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    // Test mode: the stored outbox is readable (from this machine only), to read mailed codes.
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: dbPath,
    WEB_DIST_DIR: webDist,
    CONSOLE_DIST_DIR: consoleDist,
    ...env,
  };
  const childEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const url = `http://127.0.0.1:${port}`;
  let output = '';

  async function launch(): Promise<ChildProcess> {
    const child: ChildProcess = spawn(process.execPath, [entry], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return child;
      } catch {
        /* not up yet */
      }
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('The server did not start within 30 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async function halt(child: ChildProcess): Promise<void> {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }

  let child = await launch();
  if (options.settings) {
    await halt(child);
    writeSettings(dbPath, options.settings);
    child = await launch();
  }
  return {
    url,
    dbPath,
    output: () => output,
    async stop() {
      await halt(child);
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
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
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
