// The API as the benchmarks run it: built from source, started on a fresh embedded SQLite database
// with the demo data, trusting X-Forwarded-For (as behind a load balancer) so that scripted visitors
// can come from many addresses while every per-address limit stays on.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function buildApi() {
  const built = spawnSync('node', ['build.mjs'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * Starts dist/server.js on `port` and resolves once /api/health answers (with the path of its
 * database file, which a scenario may fill straight away, e.g. with seed-bookings.mjs). BENCH_SERVER_JS names
 * another built server instead (e.g. a copy of an earlier build, kept next to dist/server.js so it
 * finds the same files), to compare two builds in one sitting. `env` adds settings (Twilio's, for the text wave).
 */
export async function startBenchServer(port, name, database = {}, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kerbside-${name}-`));
  // `database` may name a PostgreSQL database (databaseUrl) or a SQLite file (sqlitePath) to use instead of a new file,
  // and a Redis server (redisUrl) for the live events and the limits, as several instances share them.
  const sqlitePath = database.sqlitePath ?? path.join(dataDir, `${name}.db`);
  const serverJs = process.env.BENCH_SERVER_JS ? path.resolve(process.env.BENCH_SERVER_JS) : path.join(apiDir, 'dist/server.js');
  const server = spawn(process.execPath, [serverJs], {
    env: { ...process.env, DATABASE_URL: database.databaseUrl ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SQLITE_PATH: sqlitePath, TRUST_PROXY: 'true', ...(database.redisUrl ? { REDIS_URL: database.redisUrl } : {}), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: server.pid, sqlitePath, stop };
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
