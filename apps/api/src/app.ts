import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { modulePlugin, named, type ApiModule } from './api-module.js';
import { buildContext } from './app-context.js';
import { builtInDefaultsInUse, publicUrlOf, type Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { platformKey } from './db/platform-secrets.js';
import { prepareDatabase } from './db/prepare-database.js';
import { registerAddressLimits } from './http/address-limits.js';
import { registerCompression } from './http/compression.js';
import { registerConsoleStatic } from './http/console-static.js';
import { registerDriverStatic } from './http/driver-static.js';
import { registerErrorHandler } from './http/error-handler.js';
import { closeConnectionsGracefully } from './http/graceful-close.js';
import { ADDRESS_LIMITS } from './http/limits.js';
import { loggingOptions, registerRequestLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebStatic } from './http/web-static.js';
import { createAccountsModule } from './modules/accounts/index.js';
import { createAuditLogModule } from './modules/audit/index.js';
import { createBookingsDeskModule } from './modules/bookings-desk/index.js';
import { createPayLinksModule } from './modules/pay-links/index.js';
import { createCallersModule } from './modules/callers/index.js';
import { casesRetentionSweep, createCasesModule } from './modules/cases/index.js';
import { createBookingChangeMail, createBookingsModule, type BookingMailLinks } from './modules/bookings/index.js';
import { createCheckoutsModule } from './modules/checkouts/index.js';
import { createCompaniesModule } from './modules/companies/index.js';
import { createDispatchModule } from './modules/dispatch/index.js';
import { createDocsModule } from './modules/docs/index.js';
import { createDriversModule } from './modules/drivers/index.js';
import { createDriverJobsModule } from './modules/driver-jobs/index.js';
import { createDriverPositionsModule, setOffShift } from './modules/driver-positions/index.js';
import { createDriverSessionsModule, driverGuard, driverSignInCleanupTask, endDriverSessions } from './modules/driver-sessions/index.js';
import { createEnquiriesModule } from './modules/enquiries/index.js';
import { createFleetModule } from './modules/fleet/index.js';
import { createBookingFlights, createFlightsModule, watchingJobChanges } from './modules/flights/index.js';
import { createFlightCheckModule } from './modules/flight-check/index.js';
import { createHealthModule } from './modules/health/index.js';
import { createLiveEventsModule } from './modules/live-events/index.js';
import { createTrackingModule } from './modules/tracking/index.js';
import { createMailModule } from './modules/mail/index.js';
import { bookingToken, createBookingLinks, createManageBookingModule, manageBookingUrl, trackingUrl } from './modules/manage-booking/index.js';
import { createMediaModule } from './modules/media/index.js';
import { createNotificationsModule } from './modules/notifications/index.js';
import { createPasswordResetModule } from './modules/password-reset/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createPlacesModule, type PlacesProvider } from './modules/places/index.js';
import { createQuotesModule } from './modules/quotes/index.js';
import { createReceiptsModule, receiptUrl } from './modules/receipts/index.js';
import { createRetentionModule } from './modules/retention/index.js';
import { createSettingsModule } from './modules/settings/index.js';
import { createSmsModule } from './modules/sms/index.js';
import { createStaffModule, staffGuard } from './modules/staff/index.js';
import { createTariffsModule } from './modules/tariffs/index.js';
import { registerOperationGuards } from './operation-guards.js';
import type { Clock } from './platform/clock/index.js';
import { listenBeforeServing } from './platform/live-events/index.js';
import type { Scheduler } from './platform/scheduler/index.js';

export interface AppOptions {
  config: Config;
  /** Tests pass a fixed clock and, for the Google adapter, their own provider. */
  now?: Clock;
  places?: PlacesProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** The periodic tasks, for a test or the bench to run one now. */
  scheduler: Scheduler;
}

export async function buildApp({ config, now, places }: AppOptions): Promise<BuiltApp> {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  await prepareDatabase(db, { seedDemoData: config.SEED_DEMO_DATA });

  const app = Fastify({
    ...loggingOptions(config.LOG_LEVEL),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  // One log line per request (Fastify's default writes two), and the request id on every answer.
  registerRequestLog(app, { level: config.LOG_LEVEL });

  registerSecurityHeaders(app, { stripe: Boolean(config.STRIPE_SECRET_KEY), mapTiles: config.MAP_TILE_URL });
  registerErrorHandler(app);
  registerCompression(app);

  const { ctx, tariffsRepo, publishedTariffs, savedPlaces } = await buildContext({ config, db, log: app.log }, { now, places });

  // The modules, each made with what it needs of the others.
  const mail = createMailModule(ctx);
  // The notification outbox's channels: mail above, texts here.
  const sms = createSmsModule(ctx);
  const payments = createPaymentsModule(ctx);
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
  // A job's tracking link: valid (as a token) until a day after its pick-up; the tracking module checks the job's state.
  const trackLinks = createBookingLinks(linksKey, ctx.now, 'track');
  const trackUrl = (job: { id: number; pick_up_at: string }) =>
    trackingUrl(siteUrl, trackLinks.sign(job.id, new Date(Math.max(Date.parse(job.pick_up_at), ctx.now().getTime()) + 86_400_000)));
  // Who hears what, by which channel and when: every module that changes a booking or a job tells it.
  const notifications = createNotificationsModule(ctx, { sms: sms.outbox, mail: mail.outbox, links: { ...mailLinks, trackUrl } });
  const notifier = notifications.notifier;
  // The calendar file and links of the passengers' mails after a change or a cancellation.
  const changeMail = createBookingChangeMail(mailLinks);
  const payLinks = createPayLinksModule(ctx, { outbox: mail.outbox, notifier, manageUrl: mailLinks.manageUrl });
  // Every booking stored, changed or cancelled puts its airport pickups on (or off) their flights'
  // watches: the store calls it, and every change of jobs told to the board (dispatch, manage-booking).
  const watchFlights = createBookingFlights({ db: db.kysely, places: ctx.places, now: ctx.now, log: ctx.log });
  const jobEvents = watchingJobChanges(ctx.events, watchFlights);
  const manageBooking = createManageBookingModule(ctx, {
    links: bookingLinks,
    outbox: mail.outbox,
    notifier,
    changeMail,
    money: cardMoney,
    payments: payments.payments,
    completePaidLink: payLinks.completePaidLink,
    askPayLink: payLinks.ask,
    events: jobEvents,
  });
  const bookings = createBookingsModule(ctx, {
    checkouts: createCheckoutsModule,
    watchFlights: watchFlights.ofBooking,
    outbox: mail.outbox,
    notifier,
    payments: payments.payments,
    paymentEvents: payments.events,
    // Movements of a booking's money cut off by a crash are finished first, then authorisations captured.
    sweepCaptures: async () => {
      await payments.money.recover();
      await payments.captures.sweep();
    },
    manageUrl: mailLinks.manageUrl,
    receiptUrl: mailLinks.receiptUrl,
    // A paid amendment completed by a payment's event or the reconciler.
    amendments: (checkout, intent) => manageBooking.completeAmendment(checkout, intent),
    // A pay link's payment kept by a payment's event or the reconciler.
    payLinks: payLinks.completePaidLink,
  });
  const receipts = createReceiptsModule(ctx, { verify: (token) => receiptLinks.verify(token) });
  const accounts = createAccountsModule(ctx, { outbox: mail.outbox, receipts: receipts.receipts });
  const staff = createStaffModule(ctx, { outbox: mail.outbox });
  const media = createMediaModule(ctx);
  // A driver signed out everywhere (their own sign-out, staff ending the last phone, deactivation) goes off shift.
  const driverSessions = createDriverSessionsModule(ctx, { outbox: mail.outbox, signedOutEverywhere: setOffShift });
  const dispatch = createDispatchModule(ctx, { outbox: mail.outbox, notifier, changeMail, money: cardMoney, events: jobEvents });
  const driverPositions = createDriverPositionsModule(ctx);
  ctx.scheduler.add(driverSignInCleanupTask(db.kysely, config.CLEANUP_EVERY_MS));

  // Airport pickups' flights: watches polled on the scheduler (none without FLIGHTAWARE_API_KEY).
  const flights = createFlightsModule(ctx);
  const bookingsDesk = createBookingsDeskModule(ctx, { store: bookings.desk, payLinks });
  // Started in this order once the app is ready, stopped in the reverse order when it closes.
  const modules: ApiModule[] = [
    createHealthModule(ctx, { mail, sms, flights: flights.provider.name }),
    createDocsModule(ctx),
    mail,
    sms,
    notifications,
    payments,
    bookings,
    receipts,
    createSettingsModule(ctx),
    createFleetModule(ctx, { media: media.media, tariffs: publishedTariffs }),
    createPlacesModule(ctx, { tariffs: tariffsRepo, savedPlaces: savedPlaces.current }),
    createQuotesModule(ctx),
    createFlightCheckModule(ctx, { provider: flights.provider }),
    createEnquiriesModule(ctx, { outbox: mail.outbox, desk: bookingsDesk.desk }),
    accounts,
    createPasswordResetModule(ctx, { outbox: mail.outbox, tokens: accounts.tokens }),
    manageBooking,
    staff,
    createLiveEventsModule(ctx),
    createDriversModule(ctx, {
      media: media.media,
      outbox: mail.outbox,
      siteUrl,
      endDriverSessions: async (trx, driverId, at) => {
        const ended = await endDriverSessions(trx, driverId, at);
        await setOffShift(trx, driverId, at);
        return ended;
      },
    }),
    dispatch,
    createTariffsModule(ctx, { repo: tariffsRepo }),
    media,
    createAuditLogModule(ctx),
    createCompaniesModule(ctx),
    createCallersModule(ctx),
    bookingsDesk,
    payLinks,
    driverSessions,
    createDriverJobsModule(ctx, { dispatch: dispatch.forDrivers, nearest: driverPositions.nearest }),
    driverPositions,
    createTrackingModule(ctx, { links: trackLinks }),
    createCasesModule(ctx),
    // Other modules' retention sweeps (platform/retention) join `sweeps` here.
    createRetentionModule(ctx, { sweeps: [casesRetentionSweep] }),
    flights,
  ];

  // Every /api route lives in this plugin and its children, so its checks are decided by the
  // matched route (a percent-encoded '/%61pi/v1/...' reaches the same route and the same hooks),
  // never by a prefix of the raw URL; a route cannot exist outside them.
  await app.register(
    named('api', async (api) => {
      registerAddressLimits(api, { limiter: ctx.rateLimiter, baseline: ADDRESS_LIMITS.api, signedBaseline: ADDRESS_LIMITS.signedCallbacks, factor: config.RATE_LIMIT_FACTOR });
      registerOperationGuards(api, {
        keys: { publicKey: config.API_PUBLIC_KEY, secretKey: config.API_SECRET_KEY },
        bearer: (authorization) => accounts.tokens.authenticate(authorization),
        staff: (roles) => staffGuard(staff.sessions, roles),
        driver: driverGuard(driverSessions.sessions),
        checkAnswers: config.devTools,
      });
      for (const module of modules) await api.register(modulePlugin(module));
    }),
  );
  for (const module of modules) module.site?.(app);
  await registerWebStatic(app, { webDistDir: config.WEB_DIST_DIR, settings: ctx.settings });
  await registerConsoleStatic(app, { consoleDistDir: config.CONSOLE_DIST_DIR });
  await registerDriverStatic(app, { driverDistDir: config.DRIVER_DIST_DIR });

  app.addHook('onReady', async () => {
    logStartMode(app, config);
    await listenBeforeServing(ctx.events, app.log);
    for (const module of modules) module.start?.();
    ctx.scheduler.start();
  });
  // Open event streams would hold the server's close until their clients leave.
  app.addHook('preClose', async () => ctx.eventStreams.closeAll());
  closeConnectionsGracefully(app);
  app.addHook('onClose', async () => {
    await ctx.scheduler.stop();
    for (const module of modules.toReversed()) await module.stop?.();
    await ctx.events.close();
    await ctx.rateLimiter.close();
    await db.close();
  });
  return { app, db, scheduler: ctx.scheduler };
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
