import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './platform/clock/index.js';
import type { RateLimiter } from './platform/limiter/index.js';
import type { CatalogueChanges } from './platform/catalogue/index.js';
import type { FleetService } from './modules/fleet/fleet.service.js';
import type { LiveEvents } from './platform/live-events/index.js';
import type { EventStreams } from './modules/live-events/sse-stream.js';
import type { PasswordChecks } from './modules/passengers/password-checks.js';
import type { PlacesProvider } from './modules/places/places.provider.js';
import type { QuotesService } from './modules/quotes/quotes.service.js';
import type { SettingsService } from './modules/settings/settings.service.js';

/** What every module may use; modules get each other's services through their factories' arguments. */
export interface AppContext {
  config: Config;
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  settings: SettingsService;
  fleet: FleetService;
  places: PlacesProvider;
  quotes: QuotesService;
  rateLimiter: RateLimiter;
  /** Every password check goes through it: limited per address and per email before hashing. */
  passwords: PasswordChecks;
  /** What changed, told to every instance (operator boards): publish after the change commits. */
  events: LiveEvents;
  /** The server-sent-event streams of `events` (GET /api/operator/v1/events), capped per instance. */
  eventStreams: EventStreams;
  /** Announce a committed operator change of tariffs, fleet, settings or places: every instance forgets its cached copy. */
  catalogue: CatalogueChanges;
}
