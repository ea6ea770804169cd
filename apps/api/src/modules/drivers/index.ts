import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createDriversRepository } from './drivers.repository.js';
import { createDriversService, type DriversService } from './drivers.service.js';
import { driversRoutes } from './drivers.routes.js';

export interface DriversModule {
  drivers: DriversService;
  /** The console's driver routes (every staff role, their declarations' roles): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** A company's drivers: name, mobile, private-hire licence, vehicle. Assigning them to jobs is the board's. */
export function createDriversModule(ctx: AppContext): DriversModule {
  const drivers = createDriversService({ db: ctx.db.kysely, repo: createDriversRepository(ctx.db.kysely), now: ctx.now });
  return { drivers, operatorRoutes: (operator) => driversRoutes(operator, { drivers }) };
}
