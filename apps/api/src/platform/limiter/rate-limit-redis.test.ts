/**
 * Against a real Redis: REDIS_TEST_URL (CI starts one, e.g. redis://127.0.0.1:6390). Without it
 * the shared-count tests are skipped; the "Redis is down" tests need no server and always run.
 */
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisRateLimiter, RATE_LIMIT_KEY_PREFIX, rateLimitKey } from './rate-limit-redis.js';
import type { RateLimiter } from './rate-limit.js';

const REDIS_URL = process.env.REDIS_TEST_URL;
if (!REDIS_URL) {
  console.warn('rate-limit-redis.test: REDIS_TEST_URL is not set; skipping the tests that need a Redis server (e.g. REDIS_TEST_URL=redis://127.0.0.1:6390).');
}

// Rule names unique to this run, so counters left by an earlier run never interfere.
const run = randomUUID().slice(0, 8);
const rule = (name: string, limit: number, windowSeconds = 60) => ({ name: `test-${run}:${name}`, limit, windowSeconds });

function quietLog() {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, log: { error: (_: object, msg: string) => void errors.push(msg), info: (_: object, msg: string) => void infos.push(msg) } };
}

describe.skipIf(!REDIS_URL)('createRedisRateLimiter with Redis', () => {
  let a: RateLimiter;
  let b: RateLimiter;
  let raw: Redis;
  const logged = quietLog();

  beforeAll(async () => {
    // Two limiters with their own connections: two API instances.
    a = createRedisRateLimiter(REDIS_URL!, { log: logged.log });
    b = createRedisRateLimiter(REDIS_URL!, { log: logged.log });
    raw = new Redis(REDIS_URL!, { lazyConnect: true });
    await raw.connect();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (raw) {
      const keys = await raw.keys(`${RATE_LIMIT_KEY_PREFIX}test-${run}:*`);
      if (keys.length > 0) await raw.del(...keys);
      await raw.quit();
    }
  });

  it('shares one count between two instances', async () => {
    const r = rule('shared', 3);
    expect(await a.hit(r, '203.0.113.7')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await b.hit(r, '203.0.113.7')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await a.hit(r, '203.0.113.7')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    const refused = await b.hit(r, '203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another subject has its own count.
    expect((await a.hit(r, '203.0.113.8')).allowed).toBe(true);
    expect(logged.errors).toEqual([]);
  });

  it('counts many concurrent hits exactly (atomic increment)', async () => {
    const r = rule('burst', 10);
    const decisions = await Promise.all(Array.from({ length: 30 }, async (_, i) => (i % 2 ? a : b).hit(r, 'burst@example.com')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('keys are prefixed, hold no email and expire with the window', async () => {
    const r = rule('key', 5, 90);
    await a.hit(r, 'Ada@Example.com');
    const key = rateLimitKey(r, 'ada@example.com');
    expect(key.startsWith(`${RATE_LIMIT_KEY_PREFIX}${r.name}:`)).toBe(true);
    expect(key).not.toContain('example');
    expect(await raw.get(key)).toBe('1');
    const ttl = await raw.pttl(key);
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });

  it('gives back one count from any instance, never below zero and without creating a key', async () => {
    const r = rule('undo', 2);
    await a.hit(r, 'u');
    await a.hit(r, 'u');
    await b.undo(r, 'u');
    expect((await a.hit(r, 'u')).allowed).toBe(true);
    expect((await b.hit(r, 'u')).allowed).toBe(false);
    await a.undo(r, 'nobody');
    expect(await raw.exists(rateLimitKey(r, 'nobody'))).toBe(0);
  });

  it("peeks at another instance's count without counting or creating a key", async () => {
    const r = rule('peek', 2);
    expect(await b.peek(r, 'p')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await raw.exists(rateLimitKey(r, 'p'))).toBe(0);
    await a.hit(r, 'p');
    for (let i = 0; i < 3; i++) expect(await b.peek(r, 'p')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await a.hit(r, 'p');
    const locked = await b.peek(r, 'p');
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('allows again once the window has passed', async () => {
    const r = rule('expiry', 1, 1);
    expect((await a.hit(r, 'x')).allowed).toBe(true);
    const refused = await b.hit(r, 'x');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_150));
    expect((await b.hit(r, 'x')).allowed).toBe(true);
  });
});

/** A TCP proxy in front of Redis that the test can cut and restore, as a Redis restart would. */
async function startProxy(target: URL, port = 0) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!REDIS_URL)('createRedisRateLimiter through a Redis outage', () => {
  it('counts in this process while Redis is away, then shares counts again', async () => {
    let proxy = await startProxy(new URL(REDIS_URL!));
    const port = proxy.port;
    const logged = quietLog();
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${port}`, { log: logged.log });
    const other = createRedisRateLimiter(REDIS_URL!, { log: quietLog().log });
    try {
      const r = rule('outage', 100);
      expect(await limiter.hit(r, 's')).toMatchObject({ allowed: true, remaining: 99 });

      await proxy.stop();
      const during = await limiter.hit(r, 's');
      // The local count starts afresh: fail open, never refuse because Redis is away.
      expect(during).toMatchObject({ allowed: true, remaining: 99 });
      expect(logged.errors.join('\n')).toMatch(/Redis is unreachable/);

      proxy = await startProxy(new URL(REDIS_URL!), port);
      const deadline = Date.now() + 10_000;
      while (!logged.infos.some((m) => /reachable again/.test(m)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(logged.infos.join('\n')).toMatch(/reachable again/);
      // Back on the shared counter: the first hit, one from another instance, and this one.
      await other.hit(r, 's');
      expect(await limiter.hit(r, 's')).toMatchObject({ allowed: true, remaining: 97 });
    } finally {
      await limiter.close();
      await other.close();
      await proxy.stop();
    }
  });
});

describe('createRedisRateLimiter when Redis is down', () => {
  async function unusedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return typeof address === 'object' && address ? address.port : 1;
  }

  it('fails open to counts in this process, quickly, and logs the outage once', async () => {
    const logged = quietLog();
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${await unusedPort()}`, { log: logged.log });
    try {
      const r = rule('down', 2);
      const started = Date.now();
      expect(await limiter.hit(r, '198.51.100.1')).toMatchObject({ allowed: true, remaining: 1 });
      expect(await limiter.hit(r, '198.51.100.1')).toMatchObject({ allowed: true, remaining: 0 });
      // Still limited, by this instance's own count.
      const refused = await limiter.hit(r, '198.51.100.1');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(logged.errors.length).toBeGreaterThanOrEqual(1);
      expect(logged.errors.length).toBeLessThanOrEqual(2);
      expect(logged.errors[0]).toMatch(/Redis is unreachable/);
    } finally {
      await limiter.close();
    }
  });

  it('closes cleanly without ever connecting', async () => {
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${await unusedPort()}`, { log: quietLog().log });
    await expect(limiter.close()).resolves.toBeUndefined();
  });
});
