import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import type { MailHealth } from '../../platform/outbox/index.js';
import type { SmsHealth } from '../sms/index.js';

export const HEALTH_TIMEOUT_MS = 2_000;

interface CheckLog {
  warn(obj: object, msg: string): void;
}

export interface HealthDeps {
  db: Db;
  /** Owns the Redis connection when REDIS_URL is set. */
  rateLimiter: Pick<RateLimiter, 'ping'>;
  redisConfigured: boolean;
  mail: { health(): Promise<MailHealth> };
  sms: { health(): Promise<SmsHealth> };
  places: string;
  /** The flight-status provider's name. */
  flights: string;
  log: CheckLog;
  /** Longest wait for each check: a hung database answers 503, not a hung probe. */
  timeoutMs?: number;
}

export interface DependencyCheck {
  ok: boolean;
  ms: number;
}

/** Counts, names and timings only: never an address, a mail's content or an error's text. */
export interface HealthData {
  status: 'ok' | 'degraded';
  database: DependencyCheck & { dialect: Dialect };
  /** Only when REDIS_URL is configured. */
  redis?: DependencyCheck;
  /** null when the outbox could not be read (the database is down or slow). */
  mail: MailHealth | null;
  /** null when the text outbox could not be read. */
  sms: SmsHealth | null;
  places: string;
  flights: string;
}

export interface HealthReport {
  ok: boolean;
  /** The checks that failed, e.g. ['database']. */
  unavailable: string[];
  data: HealthData;
}

export type HealthService = ReturnType<typeof createHealthService>;

class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** Settles with the promise, or rejects after `ms`; the timer never keeps the process alive. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;

export function createHealthService(deps: HealthDeps) {
  const timeoutMs = deps.timeoutMs ?? HEALTH_TIMEOUT_MS;

  /** The error goes to the log only: its text may name hosts, users or a connection string. */
  async function probe(name: string, run: () => Promise<boolean>): Promise<DependencyCheck> {
    const start = performance.now();
    try {
      const ok = await within(run(), timeoutMs);
      if (!ok) deps.log.warn({ check: name }, `health: ${name} did not answer`);
      return { ok, ms: elapsed(start) };
    } catch (err) {
      deps.log.warn({ check: name, err }, `health: ${name} is unavailable`);
      return { ok: false, ms: elapsed(start) };
    }
  }

  return {
    async check(): Promise<HealthReport> {
      const [database, redis, mail, sms] = await Promise.all([
        probe('database', async () => {
          await sql`select 1`.execute(deps.db.kysely);
          return true;
        }),
        deps.redisConfigured ? probe('redis', () => deps.rateLimiter.ping()) : undefined,
        within(deps.mail.health(), timeoutMs).catch(() => null),
        within(deps.sms.health(), timeoutMs).catch(() => null),
      ]);
      // Mail and texts are reported, never a reason for 503: a relay outage would otherwise make a load
      // balancer pull every instance at once, and the outbox keeps retrying on its own anyway.
      const unavailable = [...(database.ok ? [] : ['database']), ...(redis && !redis.ok ? ['redis'] : [])];
      const ok = unavailable.length === 0;
      return {
        ok,
        unavailable,
        data: {
          status: ok ? 'ok' : 'degraded',
          database: { dialect: deps.db.dialect, ...database },
          ...(redis ? { redis } : {}),
          mail,
          sms,
          places: deps.places,
          flights: deps.flights,
        },
      };
    },
  };
}
