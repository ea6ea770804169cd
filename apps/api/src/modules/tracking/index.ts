import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createPickupPlaces } from '../driver-positions/index.js';
import type { BookingLinks } from '../manage-booking/index.js';
import { createTrackingRepository } from './tracking.repository.js';
import { trackingRoutes } from './tracking.routes.js';
import { createTrackingService } from './tracking.service.js';
import { createTrackingStreams } from './tracking-stream.js';

/**
 * The passenger's tracking link (issue 26 §3): GET /api/v1/track/{token} and its live stream. The
 * token is a 'track' link (manage-booking's signed links) naming the job; README.md.
 */
export function createTrackingModule(ctx: AppContext, deps: { links: BookingLinks }): ApiModule {
  const tracking = createTrackingService({
    repo: createTrackingRepository(ctx.db.kysely),
    verify: (token) => deps.links.verify(token),
    pickups: createPickupPlaces(ctx.places),
    now: ctx.now,
  });
  const stream = createTrackingStreams({ streams: ctx.eventStreams, tracking });
  return {
    name: 'tracking',
    // A page a text opens: no key headers, the link's token decides.
    api: (api) => trackingRoutes(api, { tracking, stream }),
  };
}
