import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { FleetService } from './modules/fleet/fleet.service.js';
import type { PasswordChecks } from './modules/passengers/password-checks.js';
import type { PlacesProvider } from './modules/places/places.provider.js';
import type { QuotesService } from './modules/quotes/quotes.service.js';
import type { SettingsService } from './modules/settings/settings.service.js';

/** What every module may use; modules get each other's services through their factories' arguments. */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  settings: SettingsService;
  fleet: FleetService;
  places: PlacesProvider;
  quotes: QuotesService;
  rateLimiter: RateLimiter;
  /** Every password check goes through it: limited per address and per email before hashing. */
  passwords: PasswordChecks;
}
