/**
 * A second API instance over the database of a test app, as production runs several. On PostgreSQL
 * it runs in this process (startSecondApp). On SQLite it runs in a child process of its own, as a
 * second instance on one file would: two SQLite connections in one process would block each other's
 * only thread whenever one waits for the other's write lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callerOf, startSecondApp, TEST_KEYS, type TestApp } from './test-app.js';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** `env`: the environment the first app was started with (startTestApp's `env`). */
export async function startOtherInstance(first: TestApp, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  if (first.config.DATABASE_URL) return startSecondApp(first);
  return startChild(first, env);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startChild(first: TestApp, env: Record<string, string | undefined>): Promise<TestApp> {
  const { config } = first;
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: path.dirname(path.dirname(path.dirname(SERVER))),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      API_PUBLIC_KEY: TEST_KEYS.public,
      API_SECRET_KEY: TEST_KEYS.secret,
      SQLITE_PATH: config.SQLITE_PATH,
      WEB_DIST_DIR: config.WEB_DIST_DIR,
      CONSOLE_DIST_DIR: config.CONSOLE_DIST_DIR,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the second instance did not start: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    config: { ...config, PORT: port },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    call: callerOf(url),
  };
}
