import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { platformKey } from './db/platform-secrets.js';
import { STREAM_LIMITS } from './http/limits.js';
import { createBoardRowReader } from './modules/dispatch/index.js';
import { createFleetRepository, createFleetService, type FleetService } from './modules/fleet/index.js';
import { createEventStreams, endStreamsOfEndedSessions, type EventStreams } from './modules/live-events/index.js';
import { createPasswordChecks, type PasswordChecks } from './modules/passengers/index.js';
import { createPlacesProvider, createSavedPlacesCache, createSavedPlacesRepository, type PlacesProvider, type SavedPlacesCache } from './modules/places/index.js';
import { createBannedAddressesRepository, createQuoteHolds, createQuotesService, type QuotesService } from './modules/quotes/index.js';
import { createSettingsRepository, createSettingsService, type SettingsService } from './modules/settings/index.js';
import { createPublishedTariffs, createTariffsRepository, type PublishedTariffs, type TariffsRepository } from './modules/tariffs/index.js';
import { createCatalogueChanges, forgetOnChange, type CatalogueChanges } from './platform/catalogue/index.js';
import { systemClock, type Clock } from './platform/clock/index.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './platform/limiter/index.js';
import { createLiveEvents, type LiveEvents } from './platform/live-events/index.js';
import { createScheduler, createTaskLeases, type Scheduler } from './platform/scheduler/index.js';

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
  /** Named periodic tasks (clean-ups, the checkout reconciler): add them when the module is made; started once the app is ready. */
  scheduler: Scheduler;
}

/** The context, and the cached catalogue reads a few modules are given besides it. */
export interface BuiltContext {
  ctx: AppContext;
  tariffsRepo: TariffsRepository;
  publishedTariffs: PublishedTariffs;
  savedPlaces: SavedPlacesCache;
}

/**
 * The platform (the clock, the limiter, the live-event bus and its streams, the catalogue changes)
 * and the catalogue every module reads (settings, fleet, places, quotes), each cache forgetting what
 * an operator changes on any instance.
 */
export async function buildContext(
  { config, db, log }: { config: Config; db: Db; log: FastifyBaseLogger },
  options: { now?: Clock; places?: PlacesProvider },
): Promise<BuiltContext> {
  const { now } = options;
  // Read when first needed, and again after a platform admin changes one (forgetOnChange below).
  const savedPlaces = createSavedPlacesCache(createSavedPlacesRepository(db.kysely));
  const places =
    options.places ??
    createPlacesProvider({
      googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
      placesBaseUrl: config.GOOGLE_PLACES_BASE_URL,
      routesBaseUrl: config.GOOGLE_ROUTES_BASE_URL,
      savedPlaces: savedPlaces.current,
      gazetteerDataPath: path.join(config.appRoot, 'src', 'modules', 'places', 'data', 'gb-gazetteer.json'),
    });

  const fleet = createFleetService(createFleetRepository(db.kysely));
  const settings = createSettingsService(createSettingsRepository(db.kysely), {
    mapsProvider: places.name,
    wheelchairAccessibleFleet: async () => (await fleet.activeVehicles()).some((v) => v.wheelchairAccess === 'in_chair'),
  });
  const tariffsRepo = createTariffsRepository(db.kysely);
  const publishedTariffs = createPublishedTariffs(tariffsRepo);
  const holds = createQuoteHolds(await platformKey(db.kysely, 'quote_holds_key'));
  const quotes = createQuotesService({
    settings,
    fleet,
    tariffs: publishedTariffs,
    holds,
    places,
    bannedRepo: createBannedAddressesRepository(db.kysely),
    now,
  });

  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { log }) : createMemoryRateLimiter();
  const passwords = createPasswordChecks(rateLimiter);
  const events = createLiveEvents(config, log);
  // An office behind one address is an office however large: its cap scales as the per-address limits do.
  const eventStreams = createEventStreams(events, {
    maxPerAddress: Math.max(1, Math.round(STREAM_LIMITS.maxPerAddress * config.RATE_LIMIT_FACTOR)),
    boardRows: createBoardRowReader(db.kysely),
    log,
  });
  endStreamsOfEndedSessions(events, eventStreams);
  const catalogue = createCatalogueChanges(events);
  forgetOnChange(catalogue, [settings, fleet, quotes, publishedTariffs, savedPlaces]);
  const clock = now ?? systemClock;
  const scheduler = createScheduler({ now: clock, log, leases: createTaskLeases(db.kysely) });
  const ctx: AppContext = { config, db, now: clock, log, settings, fleet, places, quotes, rateLimiter, passwords, events, eventStreams, catalogue, scheduler };
  return { ctx, tariffsRepo, publishedTariffs, savedPlaces };
}
