/**
 * Live events through Redis pub/sub (REDIS_URL): one subscriber connection per instance (a
 * subscribed connection can do nothing else) and one publisher. ioredis reconnects both in the
 * background and subscribes again by itself; events published while this instance was away are
 * missed, which is why the board refetches when its own stream reconnects. A publish while Redis
 * is unreachable fails after a second at most and is logged.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { createBrokerLiveEvents, throttledError } from './broker-bus.js';
import type { LiveEvents, LiveEventsLog } from './live-events.js';

export const REDIS_CHANNEL = 'kerbside:live-events';

export interface RedisLiveEventsOptions {
  /** Tests use their own, so parallel runs never hear each other. */
  channel?: string;
}

const CONNECTION: RedisOptions = {
  connectTimeout: 2_000,
  // Keep trying in the background, at most every 5 s.
  retryStrategy: (times) => Math.min(times * 200, 5_000),
};

export function createRedisLiveEvents(redisUrl: string, log: LiveEventsLog, options: RedisLiveEventsOptions = {}): LiveEvents {
  const channel = options.channel ?? REDIS_CHANNEL;
  return createBrokerLiveEvents('redis', log, (receive) => {
    // The SUBSCRIBE waits for a connection however long it takes (Redis may be down at start).
    const subscriber = new Redis(redisUrl, { ...CONNECTION, connectionName: 'kerbside-live-events', maxRetriesPerRequest: null });
    const publisher = new Redis(redisUrl, { ...CONNECTION, connectionName: 'kerbside-live-events-pub', commandTimeout: 1_000, maxRetriesPerRequest: 1 });
    const unreachable = throttledError(log, 'live events: Redis is unreachable; reconnecting');
    subscriber.on('error', (err) => unreachable(err, { connection: 'subscriber' }));
    publisher.on('error', (err) => unreachable(err, { connection: 'publisher' }));
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) receive(message);
    });
    let subscribed = false;
    const firstSubscribe = subscriber.subscribe(channel).then(
      () => void (subscribed = true),
      (err: unknown) => log.error({ err }, 'live events: could not subscribe to Redis'),
    );
    let closed = false;
    return {
      async send(message) {
        await publisher.publish(channel, message);
      },
      async ready() {
        if (closed) return;
        if (!subscribed) await firstSubscribe;
        if (subscriber.status !== 'ready') await new Promise<void>((resolve) => subscriber.once('ready', resolve));
      },
      async close() {
        closed = true;
        await Promise.all([subscriber, publisher].map(quitOrDisconnect));
      },
    };
  });
}

async function quitOrDisconnect(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
