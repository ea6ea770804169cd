import Fastify, { LogController, type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { requireApiKeys } from './http/api-key.js';
import { registerWebStatic } from './http/web-static.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createFleetRepository } from './modules/fleet/fleet.repository.js';
import { createFleetService } from './modules/fleet/fleet.service.js';
import { fleetRoutes } from './modules/fleet/fleet.routes.js';
import { createSavedPlacesRepository } from './modules/places/saved-places.repository.js';
import { createPlacesProvider } from './modules/places/places.factory.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createBannedAddressesRepository } from './modules/quotes/banned-addresses.repository.js';
import { createQuotesService } from './modules/quotes/quotes.service.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import type { PlacesProvider } from './modules/places/places.provider.js';
import type { AppContext } from './app-context.js';
import { createMailModule } from './modules/mail/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createEnquiriesModule } from './modules/enquiries/index.js';
import { createBookingsModule } from './modules/bookings/index.js';
import { createAccountsModule } from './modules/accounts/index.js';
import { createPasswordResetModule } from './modules/password-reset/index.js';
import { createMemoryRateLimiter } from './http/rate-limit.js';
import { createRedisRateLimiter } from './http/rate-limit-redis.js';

export interface AppOptions {
  config: Config;
  /** Tests pass a fixed clock and, for the Google adapter, their own provider. */
  now?: () => Date;
  places?: PlacesProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
}

export async function buildApp({ config, now, places: placesOverride }: AppOptions): Promise<BuiltApp> {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  await migrateToLatest(db);
  if (config.SEED_DEMO_DATA) await seedDemoData(db);

  const savedPlaces = await createSavedPlacesRepository(db.kysely).listAll();
  const places =
    placesOverride ??
    createPlacesProvider({
      googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
      placesBaseUrl: config.GOOGLE_PLACES_BASE_URL,
      routesBaseUrl: config.GOOGLE_ROUTES_BASE_URL,
      savedPlaces,
      gazetteerDataPath: path.join(config.appRoot, 'src', 'modules', 'places', 'data', 'gb-gazetteer.json'),
    });

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  // One log line per request (Fastify's default writes two).
  const logRequests = ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  app.addHook('onResponse', (request, reply, done) => {
    if (logRequests) {
      request.log.info(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request',
      );
    }
    done();
  });

  registerSecurityHeaders(app, { stripe: Boolean(config.STRIPE_SECRET_KEY) });
  registerErrorHandler(app);
  requireApiKeys(app, { publicKey: config.API_PUBLIC_KEY, secretKey: config.API_SECRET_KEY });

  const settings = createSettingsService(createSettingsRepository(db.kysely), { mapsProvider: places.name });
  const fleet = createFleetService(createFleetRepository(db.kysely));
  const quotes = createQuotesService({
    settings,
    fleet,
    places,
    bannedRepo: createBannedAddressesRepository(db.kysely),
    now,
  });

  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { log: app.log }) : createMemoryRateLimiter();
  const ctx: AppContext = { config, db, now: now ?? (() => new Date()), log: app.log, settings, fleet, places, quotes, rateLimiter };
  const mail = createMailModule(ctx);
  const payments = createPaymentsModule(ctx);
  const enquiries = createEnquiriesModule(ctx, { outbox: mail.outbox });
  const bookings = createBookingsModule(ctx, { outbox: mail.outbox, payments: payments.payments });
  const accounts = createAccountsModule(ctx);
  const passwordReset = createPasswordResetModule(ctx, { outbox: mail.outbox, tokens: accounts.tokens });

  app.get('/api/health', async () => ({ success: true, data: { status: 'ok', database: db.dialect, places: places.name } }));
  settingsRoutes(app, settings);
  fleetRoutes(app, fleet);
  placesRoutes(app, { places, savedPlaces });
  quotesRoutes(app, quotes);
  mail.routes(app);
  payments.routes(app);
  enquiries.routes(app);
  bookings.routes(app);
  accounts.routes(app);
  passwordReset.routes(app);
  await registerWebStatic(app, { webDistDir: config.WEB_DIST_DIR, mediaDir: path.join(config.appRoot, 'assets', 'vehicles') });

  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => {
    await mail.stop();
    await rateLimiter.close();
    await db.close();
  });
  return { app, db };
}
