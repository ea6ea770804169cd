/**
 * The built site as the browser tests run it: the built server's entry, the builds it serves
 * (copied, so that a rebuild while tests run cannot swap a page's chunks under them) and the
 * environment `npm start` would give it, in test mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');

export function requireBuild(): void {
  const built = [SERVER_ENTRY, 'apps/web/dist/index.html', 'apps/console/dist/index.html', 'apps/driver/dist/index.html'].every((file) => existsSync(path.resolve(root, file)));
  if (!built) throw new Error('Build the site first: npm run build');
}

export function freePort(): Promise<number> {
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

/** The test defaults of a site: test mode (the stored outbox readable from this machine, to read mailed codes). */
export function siteEnv(site: { port: number; dbPath: string; webDist: string; consoleDist: string; driverDist: string }): Record<string, string> {
  return {
    DATABASE_URL: '',
    NODE_ENV: 'test',
    PORT: String(site.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: site.dbPath,
    WEB_DIST_DIR: site.webDist,
    CONSOLE_DIST_DIR: site.consoleDist,
    DRIVER_DIST_DIR: site.driverDist,
  };
}

/**
 * Copies a build (the website's, the console's, the drivers' app's) into `dir`. A copy taken in the middle of a build
 * is detected (index.html names assets that are missing) and taken again.
 */
export async function snapshotDist(dir: string, app: 'web' | 'console' | 'driver'): Promise<string> {
  const source = path.join(root, 'apps', app, 'dist');
  const target = path.join(dir, `${app}-dist`);
  const base = app === 'console' ? '/operator/' : app === 'driver' ? '/driver/' : '/';
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

/** The built server on `url`'s port, with `env` only; resolves once it answers /api/health. */
export async function launchServer(
  url: string,
  env: Record<string, string>,
  stdio: 'inherit' | 'pipe',
  onOutput: (text: string) => void = () => {},
): Promise<ChildProcess> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, env, stdio: ['ignore', stdio, stdio] });
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
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
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function haltServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
