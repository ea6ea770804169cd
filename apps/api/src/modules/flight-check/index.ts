import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { FlightStatusProvider } from '../flights/index.js';
import { flightCheckRoutes } from './flight-check.routes.js';
import { createFlightCheckService } from './flight-check.service.js';

/** The website's flight check at booking (issue 28 Deliver 2), asking the flights module's provider. */
export function createFlightCheckModule(ctx: AppContext, deps: { provider: FlightStatusProvider }): ApiModule {
  const service = createFlightCheckService({ provider: deps.provider, places: ctx.places, rateLimiter: ctx.rateLimiter, now: ctx.now, log: ctx.log });
  return { name: 'flight-check', website: (v1) => flightCheckRoutes(v1, service) };
}
