import Fastify, { LogController, type FastifyInstance } from 'fastify';
import path from 'node:path';
import { builtInDefaultsInUse, publicUrlOf, type Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { prepareDatabase } from './db/prepare-database.js';
import { platformKey } from './db/platform-secrets.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggingOptions, registerRequestLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerOperationGuards } from './operation-guards.js';
import { registerWebStatic } from './http/web-static.js';
import { registerConsoleStatic } from './http/console-static.js';
import { closeConnectionsGracefully } from './http/graceful-close.js';
import { registerCompression } from './http/compression.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsConsoleService } from './modules/settings/settings-console.service.js';
import { settingsConsoleRoutes } from './modules/settings/settings.operator-routes.js';
import { createAuditLogModule } from './modules/audit/index.js';
import { createFleetRepository } from './modules/fleet/fleet.repository.js';
import { createFleetService } from './modules/fleet/fleet.service.js';
import { fleetRoutes } from './modules/fleet/fleet.routes.js';
import { createSavedPlacesRepository } from './modules/places/saved-places.repository.js';
import { createSavedPlacesCache } from './modules/places/saved-places-cache.js';
import { createSavedPlacesModule } from './modules/places/saved-places.module.js';
import { createBannedAddressesModule } from './modules/quotes/banned-addresses.module.js';
import { createCompaniesModule } from './modules/companies/index.js';
import { createPlacesProvider } from './modules/places/places.factory.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createBannedAddressesRepository } from './modules/quotes/banned-addresses.repository.js';
import { createQuotesService } from './modules/quotes/quotes.service.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { createQuoteHolds } from './modules/quotes/quote-holds.js';
import { createTariffsRepository } from './modules/tariffs/tariffs.repository.js';
import { createPublishedTariffs } from './modules/tariffs/published-tariffs.js';
import { createTariffsModule } from './modules/tariffs/index.js';
import type { PlacesProvider } from './modules/places/places.provider.js';
import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './platform/clock/index.js';
import { createMailModule } from './modules/mail/index.js';
import { createHealthModule } from './modules/health/index.js';
import { createDocsModule } from './modules/docs/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createEnquiriesModule } from './modules/enquiries/index.js';
import { createCheckoutsModule } from './modules/checkouts/index.js';
import { createBookingChangeMail, createBookingsModule, type BookingMailLinks } from './modules/bookings/index.js';
import { createAccountsModule } from './modules/accounts/index.js';
import { createReceiptsModule, receiptUrl } from './modules/receipts/index.js';
import { createPasswordResetModule } from './modules/password-reset/index.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './platform/limiter/index.js';
import { registerAddressLimits } from './http/address-limits.js';
import { ADDRESS_LIMITS, STREAM_LIMITS } from './http/limits.js';
import { createPasswordChecks } from './modules/passengers/password-checks.js';
import { createStaffModule } from './modules/staff/index.js';
import { staffGuard } from './modules/staff/staff-guard.js';
import { eventsRoutes } from './modules/live-events/events.routes.js';
import { createLiveEvents, listenBeforeServing } from './platform/live-events/index.js';
import { createEventStreams } from './modules/live-events/sse-stream.js';
import { endStreamsOfEndedSessions } from './modules/live-events/session-ends.js';
import { createDriversModule } from './modules/drivers/index.js';
import { createDispatchModule } from './modules/dispatch/index.js';
import { createCatalogueChanges, forgetOnChange } from './platform/catalogue/index.js';
import { createMediaModule } from './modules/media/index.js';
import { createFleetConsoleModule } from './modules/fleet/index.js';
import { bookingToken, createBookingLinks, createManageBookingModule, manageBookingUrl } from './modules/manage-booking/index.js';

export interface AppOptions {
  config: Config;
  /** Tests pass a fixed clock and, for the Google adapter, their own provider. */
  now?: Clock;
  places?: PlacesProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
}

export async function buildApp({ config, now, places: placesOverride }: AppOptions): Promise<BuiltApp> {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  await prepareDatabase(db, { seedDemoData: config.SEED_DEMO_DATA });

  // Read when first needed, and again after a platform admin changes one (forgetOnChange below).
  const savedPlaces = createSavedPlacesCache(createSavedPlacesRepository(db.kysely));
  const places =
    placesOverride ??
    createPlacesProvider({
      googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
      placesBaseUrl: config.GOOGLE_PLACES_BASE_URL,
      routesBaseUrl: config.GOOGLE_ROUTES_BASE_URL,
      savedPlaces: savedPlaces.current,
      gazetteerDataPath: path.join(config.appRoot, 'src', 'modules', 'places', 'data', 'gb-gazetteer.json'),
    });

  const app = Fastify({
    ...loggingOptions(config.LOG_LEVEL),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  // One log line per request (Fastify's default writes two), and the request id on every answer.
  registerRequestLog(app, { level: config.LOG_LEVEL });

  registerSecurityHeaders(app, { stripe: Boolean(config.STRIPE_SECRET_KEY) });
  registerErrorHandler(app);
  registerCompression(app);

  const settings = createSettingsService(createSettingsRepository(db.kysely), { mapsProvider: places.name });
  const fleet = createFleetService(createFleetRepository(db.kysely));
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

  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { log: app.log }) : createMemoryRateLimiter();
  const passwords = createPasswordChecks(rateLimiter);
  const events = createLiveEvents(config, app.log);
  // An office behind one address is an office however large: its cap scales as the per-address limits do.
  const eventStreams = createEventStreams(events, { maxPerAddress: Math.max(1, Math.round(STREAM_LIMITS.maxPerAddress * config.RATE_LIMIT_FACTOR)) });
  endStreamsOfEndedSessions(events, eventStreams);
  const catalogue = createCatalogueChanges(events);
  forgetOnChange(catalogue, [settings, fleet, quotes, publishedTariffs, savedPlaces]);
  const ctx: AppContext = { config, db, now: now ?? systemClock, log: app.log, settings, fleet, places, quotes, rateLimiter, passwords, events, eventStreams, catalogue };
  const mail = createMailModule(ctx);
  const payments = createPaymentsModule(ctx);
  const enquiries = createEnquiriesModule(ctx, { outbox: mail.outbox });
  const cardMoney = { money: payments.money, provider: payments.payments.provider, captures: payments.captures };
  // Signed links to one booking (its manage page, its receipt), minted without a query per mail.
  const linksKey = await platformKey(db.kysely, 'booking_links_key');
  const bookingLinks = createBookingLinks(linksKey, ctx.now, 'manage');
  const receiptLinks = createBookingLinks(linksKey, ctx.now, 'receipt');
  const siteUrl = publicUrlOf(config);
  const mailLinks: BookingMailLinks = {
    manageUrl: (booking) => manageBookingUrl(siteUrl, bookingToken(bookingLinks, booking)),
    receiptUrl: (booking) => receiptUrl(siteUrl, bookingToken(receiptLinks, booking)),
  };
  // The calendar file and links of the passengers' mails after a change or a cancellation.
  const changeMail = createBookingChangeMail(mailLinks);
  const bookings = createBookingsModule(ctx, {
    checkouts: createCheckoutsModule,
    outbox: mail.outbox,
    payments: payments.payments,
    paymentEvents: payments.events,
    // Movements of a booking's money cut off by a crash are finished first, then authorisations captured.
    sweepCaptures: async () => {
      await payments.money.recover();
      await payments.captures.sweep();
    },
    manageUrl: mailLinks.manageUrl,
    receiptUrl: mailLinks.receiptUrl,
    // Called only once the app runs (a payment's event, the reconciler), after manageBooking exists.
    amendments: (checkout, intent) => manageBooking.completeAmendment(checkout, intent),
  });
  const receipts = createReceiptsModule(ctx, { verify: (token) => receiptLinks.verify(token) });
  const accounts = createAccountsModule(ctx, { outbox: mail.outbox, receipts: receipts.receipts });
  const manageBooking = createManageBookingModule(ctx, {
    links: bookingLinks,
    outbox: mail.outbox,
    changeMail,
    money: cardMoney,
    payments: payments.payments,
    events,
  });
  const passwordReset = createPasswordResetModule(ctx, { outbox: mail.outbox, tokens: accounts.tokens });
  const staff = createStaffModule(ctx, { outbox: mail.outbox });
  const drivers = createDriversModule(ctx);
  const dispatch = createDispatchModule(ctx, { outbox: mail.outbox, changeMail, money: cardMoney, events });
  const tariffs = createTariffsModule(ctx, { repo: tariffsRepo });
  const media = createMediaModule(ctx);
  const fleetConsole = createFleetConsoleModule(ctx, { media: media.media, tariffs: publishedTariffs });
  const settingsConsole = createSettingsConsoleService({ db: db.kysely, repo: createSettingsRepository(db.kysely), catalogue, now: ctx.now });
  const auditLog = createAuditLogModule(ctx);
  const companies = createCompaniesModule(ctx);
  const savedPlacesAdmin = createSavedPlacesModule(ctx, { tariffs: tariffsRepo });
  const bannedAddresses = createBannedAddressesModule(ctx);

  // Every /api route lives in this plugin and its children, so its checks are decided by the
  // matched route (a percent-encoded '/%61pi/v1/...' reaches the same route and the same hooks),
  // never by a prefix of the raw URL; a route cannot exist outside them.
  await app.register(async (api) => {
    registerAddressLimits(api, { limiter: rateLimiter, baseline: ADDRESS_LIMITS.api, factor: config.RATE_LIMIT_FACTOR });
    registerOperationGuards(api, {
      keys: { publicKey: config.API_PUBLIC_KEY, secretKey: config.API_SECRET_KEY },
      bearer: (authorization) => accounts.tokens.authenticate(authorization),
      staff: (roles) => staffGuard(staff.sessions, roles),
      checkAnswers: config.devTools,
    });
    createHealthModule(ctx, { mail }).routes(api);
    createDocsModule(ctx).routes(api);
    mail.routes(api);
    // Stripe signs its events and sends none of the website's keys.
    bookings.webhookRoutes(api);
    // A page a browser opens from the booking's mail: no key headers, the link's token decides.
    receipts.linkRoutes(api);
    // The website's API: each route's declaration asks for the key headers (its guard checks them).
    await api.register(async (v1) => {
      settingsRoutes(v1, settings);
      fleetRoutes(v1, fleet);
      placesRoutes(v1, { places, savedPlaces: savedPlaces.current });
      quotesRoutes(v1, quotes);
      payments.routes(v1);
      enquiries.routes(v1);
      bookings.routes(v1);
      accounts.routes(v1);
      passwordReset.routes(v1);
      manageBooking.routes(v1);
    });
    // The operator console's API: staff sessions (cookie + CSRF token); each route's declaration names the roles its staff guard admits.
    await api.register(async (operator) => {
      staff.routes(operator);
      eventsRoutes(operator, eventStreams);
      drivers.operatorRoutes(operator);
      enquiries.operatorRoutes(operator);
      mail.operatorRoutes(operator);
      dispatch.operatorRoutes(operator);
      tariffs.operatorRoutes(operator);
      fleetConsole.operatorRoutes(operator);
      media.operatorRoutes(operator);
      settingsConsoleRoutes(operator, settingsConsole);
      auditLog.operatorRoutes(operator);
      companies.operatorRoutes(operator);
      savedPlacesAdmin.operatorRoutes(operator);
      bannedAddresses.operatorRoutes(operator);
    });
  });
  media.publicRoutes(app);
  await registerWebStatic(app, { webDistDir: config.WEB_DIST_DIR, settings });
  await registerConsoleStatic(app, { consoleDistDir: config.CONSOLE_DIST_DIR });

  app.addHook('onReady', async () => {
    logStartMode(app, config);
    await listenBeforeServing(events, app.log);
    mail.start();
    bookings.start();
  });
  // Open event streams would hold the server's close until their clients leave.
  app.addHook('preClose', async () => eventStreams.closeAll());
  closeConnectionsGracefully(app);
  app.addHook('onClose', async () => {
    await bookings.stop();
    await payments.close();
    await mail.stop();
    await events.close();
    await rateLimiter.close();
    await db.close();
  });
  return { app, db };
}

/** One line at start: the mode, and every setting still on its built-in default. */
function logStartMode(app: FastifyInstance, config: Config) {
  const mode = config.NODE_ENV ?? 'try-out (NODE_ENV unset)';
  const defaults = builtInDefaultsInUse(config);
  const line = defaults.length > 0 ? `${mode}: built-in defaults in use: ${defaults.join('; ')}` : `${mode}: no built-in defaults in use`;
  // In production a default still in use is a decision to check, so it is a warning there.
  if (config.NODE_ENV === 'production' && defaults.length > 0) app.log.warn({ mode, defaults }, line);
  else app.log.info({ mode, defaults }, line);
}
