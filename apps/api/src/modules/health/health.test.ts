/**
 * GET /api/health against a real server and database (SQLite, or PostgreSQL with DATABASE_URL),
 * and the checks on their own against dependencies that are down or hung. Redis tests use
 * REDIS_TEST_URL when set (e.g. redis://127.0.0.1:6390).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { OPERATIONS } from '@kerbside/contract';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../../platform/limiter/index.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import type { MailHealth } from '../../platform/outbox/index.js';
import { createHealthService, type HealthDeps } from './health.service.js';

const REDIS_URL = process.env.REDIS_TEST_URL;
const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const quietLimiterLog = { error() {}, info() {} };

/** A local port with nothing listening on it. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers: a hung database. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => void sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const noMail: MailHealth = { transport: 'stored-outbox', pending: 0, retrying: 0, failedLast7Days: 0, oldestPendingSeconds: null };

function recordingLog() {
  const lines: unknown[] = [];
  return { lines, log: { warn: (obj: object, msg: string) => void lines.push({ obj, msg }) } };
}

function service(overrides: Partial<HealthDeps> & Pick<HealthDeps, 'db'>) {
  return createHealthService({
    rateLimiter: createMemoryRateLimiter(),
    redisConfigured: false,
    mail: { health: async () => noMail },
    sms: { health: async () => ({ ...noMail, transport: 'stored-outbox' as const }) },
    places: 'gazetteer',
    flights: 'none',
    log: recordingLog().log,
    ...overrides,
  });
}

describe('health checks on their own', () => {
  it('reports a PostgreSQL server that refuses connections, without its address or user', async () => {
    const port = await unusedPort();
    const db = openDatabase({ databaseUrl: `postgres://kerbside_admin:s3cret@127.0.0.1:${port}/kerbside`, sqlitePath: '' });
    const { lines, log } = recordingLog();
    try {
      const report = await service({ db, log }).check();
      expect(report).toMatchObject({ ok: false, unavailable: ['database'], data: { status: 'degraded', database: { dialect: 'postgres', ok: false } } });
      const text = JSON.stringify(report);
      for (const secret of ['s3cret', 'kerbside_admin', String(port), 'ECONNREFUSED']) expect(text).not.toContain(secret);
      // The reason is in the server's log instead.
      expect(lines).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('answers within the timeout when the database hangs', async () => {
    const hung = await silentServer();
    const db = openDatabase({ databaseUrl: `postgres://kerbside@127.0.0.1:${hung.port}/kerbside`, sqlitePath: '' });
    try {
      const started = Date.now();
      const report = await service({ db, timeoutMs: 300, mail: { health: () => new Promise(() => {}) } }).check();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(report.ok).toBe(false);
      expect(report.data.database.ok).toBe(false);
      expect(report.data.database.ms).toBeGreaterThanOrEqual(290);
      // The outbox summary reads the same database: unknown, not waited for.
      expect(report.data.mail).toBeNull();
    } finally {
      await hung.close();
      await db.close();
    }
  });

  it('a failing mail relay is shown but never makes the service unavailable', async () => {
    const db = openDatabase({ sqlitePath: ':memory:' });
    try {
      const troubled: MailHealth = { transport: 'smtp', pending: 12, retrying: 12, failedLast7Days: 3, oldestPendingSeconds: 86_400 };
      const report = await service({ db, mail: { health: async () => troubled } }).check();
      expect(report).toMatchObject({ ok: true, unavailable: [], data: { status: 'ok', database: { dialect: 'sqlite', ok: true }, mail: troubled } });
      expect(report.data).not.toHaveProperty('redis');
    } finally {
      await db.close();
    }
  });

  it('the in-process rate limiter has nothing to reach', async () => {
    expect(await createMemoryRateLimiter().ping()).toBe(true);
  });

  it('Redis on a port nobody listens on does not answer, quickly', async () => {
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${await unusedPort()}`, { log: quietLimiterLog });
    try {
      const started = Date.now();
      expect(await limiter.ping()).toBe(false);
      expect(await limiter.ping()).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!REDIS_URL)('a running Redis answers the ping', async () => {
    const limiter = createRedisRateLimiter(REDIS_URL!, { log: quietLimiterLog });
    try {
      expect(await limiter.ping()).toBe(true);
    } finally {
      await limiter.close();
      expect(await limiter.ping()).toBe(false);
    }
  });
});

describe('GET /api/health on a live database', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(async () => api?.close());

  it('answers 200 with each check, without API key headers', async () => {
    const res = await fetch(`${api.url}${OPERATIONS.getHealth.path}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: { dialect, ok: true, ms: expect.any(Number) },
        mail: { transport: 'stored-outbox', pending: 0, retrying: 0, failedLast7Days: 0, oldestPendingSeconds: null },
        sms: { transport: 'stored-outbox', pending: 0, retrying: 0, failedLast7Days: 0, oldestPendingSeconds: null },
        places: 'gazetteer',
        flights: 'none',
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

/** The built app and its database handle, so a test can take the database away. */
async function buildOwnApp(): Promise<{ built: BuiltApp; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-health-'));
  const admin = process.env.DATABASE_URL;
  const name = `kerbside_health_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  let url: string | undefined;
  if (admin) {
    await run(`CREATE DATABASE ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: path.join(dir, 'test.db'),
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const built = await buildApp({ config });
  await built.app.ready();
  return {
    built,
    async close() {
      await built.app.close();
      if (admin) await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('GET /api/health when a dependency is down', () => {
  it('answers 503 naming the database once the database is gone', async () => {
    const own = await buildOwnApp();
    try {
      expect((await own.built.app.inject({ method: 'GET', url: OPERATIONS.getHealth.path })).statusCode).toBe(200);
      // The pool (or SQLite handle) is destroyed: every query now fails, as with a dead server.
      await own.built.db.kysely.destroy();
      const res = await own.built.app.inject({ method: 'GET', url: OPERATIONS.getHealth.path });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'Unavailable: database.',
        data: { status: 'degraded', database: { dialect, ok: false, ms: expect.any(Number) }, mail: null, sms: null, places: 'gazetteer', flights: 'none' },
      });
      expect(res.body).not.toMatch(/destroyed|pool|sqlite_path|\.db/i);
    } finally {
      await own.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL points at a port nobody listens on', async () => {
    const api = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` } });
    try {
      const res = await api.call('GET', OPERATIONS.getHealth.path);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Unavailable: redis.',
        data: { status: 'degraded', database: { ok: true }, redis: { ok: false }, mail: { pending: 0 } },
      });
      expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
    } finally {
      await api.close();
    }
  });

  it.skipIf(!REDIS_URL)('answers 200 with Redis when it answers', async () => {
    const api = await startTestApp({ env: { REDIS_URL: REDIS_URL! } });
    try {
      const res = await api.call('GET', OPERATIONS.getHealth.path);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: true, ms: expect.any(Number) } });
    } finally {
      await api.close();
    }
  });
});

describe('GET /api/health while the mail relay refuses mail', () => {
  let sink: SmtpSink;
  let api: TestApp;
  const clock = new Date('2026-12-01T09:00:00Z');
  beforeAll(async () => {
    sink = await startSmtpSink();
    sink.failing = true;
    api = await startTestApp({ now: () => clock, env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('stays 200, counts the mail retrying, and shows no personal data', async () => {
    const person = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.test', telephone: '07700 900456', queryReason: 'Invoice', bookingNumber: '4321', comments: 'Umbrella left in the car.' };
    expect((await api.call('POST', OPERATIONS.sendContactMessage.path, person)).status).toBe(200);
    // Polled: the sender records the relay's refusal in the background.
    const until = Date.now() + 5_000;
    let res = await api.call('GET', OPERATIONS.getHealth.path);
    while (res.body.data?.mail?.retrying !== 1 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
      res = await api.call('GET', OPERATIONS.getHealth.path);
    }
    expect(res.status).toBe(200);
    expect(sink.rejected).toBe(1);
    expect(res.body.data.mail).toEqual({ transport: 'smtp', pending: 1, retrying: 1, failedLast7Days: 0, oldestPendingSeconds: 0 });
    const text = JSON.stringify(res.body);
    for (const personal of ['grace', 'Hopper', '07700', 'Umbrella', '4321', 'bookings@', '451']) expect(text).not.toContain(personal);
  });
});
