/**
 * Against a real Redis: REDIS_TEST_URL, as the rate-limit tests (CI starts one, e.g.
 * redis://127.0.0.1:6390). Without it these tests are skipped. Each run has its own channel.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLiveEvents } from './live-events-redis.js';
import type { LiveEvents } from './live-events.js';
import { captureLog, expectExactlyOnceAcross, expectMalformedDropped } from './live-events-test-kit.js';

const REDIS_URL = process.env.REDIS_TEST_URL;
if (!REDIS_URL) {
  console.warn('live-events-redis.test: REDIS_TEST_URL is not set; skipping the Redis pub/sub tests (e.g. REDIS_TEST_URL=redis://127.0.0.1:6390).');
}

describe.skipIf(!REDIS_URL)('live events through Redis pub/sub', () => {
  const channel = `kerbside:test-live-events:${randomUUID()}`;
  let raw: Redis;
  const aLog = captureLog();
  const bLog = captureLog();
  let a: LiveEvents;
  let b: LiveEvents;

  beforeAll(async () => {
    raw = new Redis(REDIS_URL!, { lazyConnect: true });
    await raw.connect();
    a = createRedisLiveEvents(REDIS_URL!, aLog.log, { channel });
    b = createRedisLiveEvents(REDIS_URL!, bLog.log, { channel });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await raw?.quit();
  });

  it('delivers every event exactly once to both instances', async () => {
    expect(await raw.pubsub('NUMSUB', channel)).toEqual([channel, 2]);
    await expectExactlyOnceAcross(a, b, 1);
    expect([...aLog.error, ...bLog.error]).toEqual([]);
  });

  it('drops malformed messages with a warning', async () => {
    await expectMalformedDropped(a, aLog, b, async (message) => {
      await raw.publish(channel, message);
    });
  });

  it('closes both its connections', async () => {
    const c = createRedisLiveEvents(REDIS_URL!, captureLog().log, { channel });
    await c.ready();
    expect(await raw.pubsub('NUMSUB', channel)).toEqual([channel, 3]);
    await c.close();
    expect(await raw.pubsub('NUMSUB', channel)).toEqual([channel, 2]);
  });
});
