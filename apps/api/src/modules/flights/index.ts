import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createFlightAwareProvider } from './flightaware-provider.js';
import { createFlightWatchPoller } from './flight-watch-poller.js';
import { createNoFlightStatusProvider, type FlightStatusProvider } from './flight-status-provider.js';

export type { FlightsTables } from './flights.tables.js';
export type { FlightLookup, FlightQuery, FlightState, FlightStatus, FlightStatusProvider } from './flight-status-provider.js';
export { unwatchJob, watchFlightForJob, type WatchFlightInput } from './flight-watches.js';
export { createBookingFlights, watchingJobChanges, type BookingFlights } from './booking-flights.js';

export const FLIGHT_WATCH_TASK = 'flight-watches';
const AEROAPI_URL = 'https://aeroapi.flightaware.com/aeroapi';

export interface FlightsModule extends ApiModule {
  /** 'none' (no tracking) or 'flightaware': the start-up log and /api/health name it. */
  provider: FlightStatusProvider;
}

/**
 * Airport pickups' flights (issue 28): a provider (FlightAware AeroAPI v4 by FLIGHTAWARE_API_KEY,
 * else none), watches made by watchFlightForJob, and a scheduler task polling the due ones, each
 * change stored in the watch's history and told as a `flight.changed` live event.
 */
export function createFlightsModule(ctx: AppContext, options: { provider?: FlightStatusProvider } = {}): FlightsModule {
  const key = ctx.config.FLIGHTAWARE_API_KEY;
  const provider = options.provider ?? (key ? createFlightAwareProvider({ apiKey: key, baseUrl: ctx.config.FLIGHTAWARE_BASE_URL ?? AEROAPI_URL }) : createNoFlightStatusProvider());
  // With no provider the watches are still recorded (the jobs with a flight), and never polled.
  if (provider.name !== 'none') {
    const poller = createFlightWatchPoller({ db: ctx.db.kysely, provider, events: ctx.events, log: ctx.log });
    // Not exclusive: every instance may run it; the claim of each watch makes one call per due time.
    ctx.scheduler.add({ name: FLIGHT_WATCH_TASK, everyMs: ctx.config.FLIGHT_WATCH_EVERY_MS, run: async (now) => void (await poller.pass(now)) });
  }
  return { name: 'flights', provider };
}
