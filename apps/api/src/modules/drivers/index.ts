import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createDriversRepository } from './drivers.repository.js';
import { createDriversService, type DriversService } from './drivers.service.js';
import { createSessionEnds } from '../live-events/index.js';
import { driversRoutes } from './drivers.routes.js';

export interface DriversModule extends ApiModule {
  drivers: DriversService;
}

/** A company's drivers: name, mobile, private-hire licence, vehicle. Assigning them to jobs is the board's. */
export function createDriversModule(ctx: AppContext): DriversModule {
  const drivers = createDriversService({ db: ctx.db.kysely, repo: createDriversRepository(ctx.db.kysely), now: ctx.now, sessionEnds: createSessionEnds(ctx.events, 'driver') });
  return { name: 'drivers', drivers, operator: (operator) => driversRoutes(operator, { drivers }) };
}
