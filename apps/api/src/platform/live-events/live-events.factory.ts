import type { Config } from '../../config.js';
import { createInProcessLiveEvents, type LiveEvents, type LiveEventsLog } from './live-events.js';
import { createPostgresLiveEvents } from './live-events-postgres.js';
import { createRedisLiveEvents } from './live-events-redis.js';

/**
 * Redis when REDIS_URL is set (made for pub/sub: no database connection held per instance, no
 * 8000-byte limit), else PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (every instance shares
 * the database anyway), else this process only: one instance on the embedded SQLite database.
 */
export function createLiveEvents(config: Partial<Pick<Config, 'REDIS_URL' | 'DATABASE_URL'>>, log: LiveEventsLog): LiveEvents {
  if (config.REDIS_URL) return createRedisLiveEvents(config.REDIS_URL, log);
  if (config.DATABASE_URL) return createPostgresLiveEvents(config.DATABASE_URL, log);
  return createInProcessLiveEvents(log);
}
