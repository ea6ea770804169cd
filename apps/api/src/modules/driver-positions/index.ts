import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createJobsRepository } from '../dispatch/index.js';
import { driverMapRoutes } from './driver-map.routes.js';
import { createDriverPositionsRepository } from './driver-positions.repository.js';
import { driverPositionsRoutes } from './driver-positions.routes.js';
import { createDriverPositionsService, type DriverPositionsService } from './driver-positions.service.js';
import { createPickupPlaces } from './pickup-places.js';
import { positionRetentionTask } from './position-retention.js';

export type { NearestOptions } from './driver-positions.service.js';

export interface DriverPositionsModule extends ApiModule {
  /** The nearest available drivers to a job (auto-offer ranks with it): driver-positions.service.ts. */
  nearest: DriverPositionsService['nearest'];
}

/**
 * Drivers' availability (On shift / On break / Off) and their phones' positions (issue 25 §5-6):
 * the driver app's calls, the console's map and nearest drivers, and the positions' retention on
 * the platform scheduler (README.md).
 */
export function createDriverPositionsModule(ctx: AppContext): DriverPositionsModule {
  const repo = createDriverPositionsRepository(ctx.db.kysely);
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION, POSITION_RETENTION_DAYS, CLEANUP_EVERY_MS } = ctx.config;
  const positions = createDriverPositionsService({
    repo,
    jobs: createJobsRepository(ctx.db.kysely),
    pickups: createPickupPlaces(ctx.places),
    now: ctx.now,
    tiles: MAP_TILE_URL === 'none' ? null : { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION },
    events: ctx.events,
  });
  ctx.scheduler.add(positionRetentionTask({ repo, days: POSITION_RETENTION_DAYS, everyMs: CLEANUP_EVERY_MS }));
  return {
    name: 'driver-positions',
    nearest: (scope, jobId, options) => positions.nearest(scope, jobId, options),
    api: (api) => driverPositionsRoutes(api, { positions, limiter: ctx.rateLimiter }),
    operator: (operator) => driverMapRoutes(operator, { positions }),
  };
}
export { setOffShift } from './driver-positions.repository.js';
export { createPickupPlaces, type PickupPlaces } from './pickup-places.js';
