/**
 * Rate limits in Redis (REDIS_URL), so several API instances share one count per subject.
 *
 * Fixed windows, as the in-process limiter: the first hit of a window creates the counter with
 * the window as its expiry; later hits increment it. One Lua script does INCR, PEXPIRE and PTTL,
 * so concurrent hits from any instance never see a counter without an expiry.
 *
 * When Redis cannot be reached, the limiter fails OPEN to per-instance counts: it counts in this
 * process (the in-process limiter) and logs an error, once a minute at most. Failing closed
 * would lock every passenger out of login and password reset whenever Redis restarts; failing
 * open with no counting at all would let a brute force through exactly when it can take Redis
 * down. Per-instance counts keep each instance's limit, so the whole fleet allows at most
 * (instances x limit) while Redis is away. Requests never wait long for Redis: no offline
 * queue, a short connect timeout and a short command timeout.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { createMemoryRateLimiter, type RateDecision, type RateLimiter, type RateRule } from './rate-limit.js';

export const RATE_LIMIT_KEY_PREFIX = 'kerbside:rl:';

// Returns { count, ms left }. The PTTL check also repairs a counter left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// Gives back one count of a live window; never below zero, never creates a key.
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

interface LimiterLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisRateLimiterOptions {
  /** Where outages are reported; the app passes its logger. */
  log?: LimiterLog;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** Counts used while Redis is unreachable; in-process by default. */
  fallback?: RateLimiter;
}

const consoleLog: LimiterLog = {
  error: (obj, msg) => console.error(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
};

/**
 * The counter's key. Subjects are emails and addresses: the key holds a hash of the lower-cased
 * subject, so Redis (and its dumps) never hold an email address.
 */
export function rateLimitKey(rule: RateRule, subject: string): string {
  const digest = createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22);
  return `${RATE_LIMIT_KEY_PREFIX}${rule.name}:${digest}`;
}

// Returns { count, ms left } of a live window without counting; { 0, -2 } when there is none.
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
return { count, redis.call('PTTL', KEYS[1]) }
`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/** The answer for a window's count: how many are left, and when a refused caller may try again. */
function decision(rule: RateRule, count: number, ttlMs: number, allowed: boolean): RateDecision {
  return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) };
}

export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const log = options.log ?? consoleLog;
  const fallback = options.fallback ?? createMemoryRateLimiter();
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 1_000,
    commandTimeout: options.commandTimeoutMs ?? 500,
    // Fail now rather than queue: a queued INCR replayed minutes later would count a stale hit.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Keep trying to reconnect in the background, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    scripts: {
      kerbsideRateHit: { lua: HIT_SCRIPT, numberOfKeys: 1 },
      kerbsideRateUndo: { lua: UNDO_SCRIPT, numberOfKeys: 1 },
      kerbsideRatePeek: { lua: PEEK_SCRIPT, numberOfKeys: 1 },
    },
  });
  const scripts = redis as unknown as { kerbsideRateHit: HitCommand; kerbsideRateUndo: (key: string) => Promise<number>; kerbsideRatePeek: (key: string) => Promise<[number, number]> };
  const hitCommand = scripts.kerbsideRateHit.bind(redis);
  const undoCommand = scripts.kerbsideRateUndo.bind(redis);
  const peekCommand = scripts.kerbsideRatePeek.bind(redis);

  let connecting: Promise<void> | null = null;
  let down = false;
  let lastReport = 0;
  let closed = false;

  function reportOutage(err: unknown) {
    const t = Date.now();
    if (!down || t - lastReport >= 60_000) {
      log.error({ err }, 'rate limits: Redis is unreachable; counting in this process only until it is back');
      lastReport = t;
    }
    down = true;
  }

  redis.on('error', reportOutage);
  redis.on('ready', () => {
    if (down) log.info({}, 'rate limits: Redis is reachable again; counts are shared again');
    down = false;
  });

  /** lazyConnect: the first hit (or peek) opens the connection; later ones never wait for it. */
  async function connected() {
    if (redis.status !== 'wait') return;
    connecting ??= redis.connect().finally(() => {
      connecting = null;
    });
    await connecting;
  }

  return {
    async hit(rule, subject): Promise<RateDecision> {
      if (closed) return fallback.hit(rule, subject);
      try {
        await connected();
        const windowMs = rule.windowSeconds * 1000;
        const [count, ttlMs] = await hitCommand(rateLimitKey(rule, subject), windowMs);
        // This hit is counted: the limit-th still passes.
        return decision(rule, count, ttlMs, count <= rule.limit);
      } catch (err) {
        reportOutage(err);
        return fallback.hit(rule, subject);
      }
    },

    async undo(rule, subject) {
      if (closed || down || redis.status !== 'ready') return fallback.undo(rule, subject);
      try {
        await undoCommand(rateLimitKey(rule, subject));
      } catch (err) {
        reportOutage(err);
      }
    },

    async peek(rule, subject) {
      if (closed || down) return fallback.peek(rule, subject);
      try {
        await connected();
        const [count, ttlMs] = await peekCommand(rateLimitKey(rule, subject));
        // Nothing is counted: the next one would be the (count + 1)-th.
        return decision(rule, count, ttlMs, count < rule.limit);
      } catch (err) {
        reportOutage(err);
        return fallback.peek(rule, subject);
      }
    },

    async ping() {
      if (closed) return false;
      try {
        // A health probe may come before any hit: open the lazy connection, or wait for one opening.
        if (redis.status === 'wait') {
          connecting ??= redis.connect().finally(() => {
            connecting = null;
          });
        }
        if (connecting) await connecting;
        // Bounded by the command timeout; with no offline queue it fails at once while disconnected.
        return (await redis.ping()) === 'PONG';
      } catch (err) {
        reportOutage(err);
        return false;
      }
    },

    async close() {
      closed = true;
      if (redis.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
      await fallback.close();
    },
  };
}
