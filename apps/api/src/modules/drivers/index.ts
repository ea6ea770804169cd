import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createDriversRepository } from './drivers.repository.js';
import { createDriversService, type DriversService, type EndDriverSessions } from './drivers.service.js';
import { createSessionEnds } from '../live-events/index.js';
import { driversRoutes } from './drivers.routes.js';
import { createDriverPhotoService } from './driver-photo.service.js';
import { createLicencePhotoService } from './licence-photo.service.js';
import { createLicencePhotosRepository } from './licence-photos.repository.js';
import type { MediaRepository } from '../media/index.js';

export { driverPhotoUrl } from './drivers.service.js';
export { createDriverDirectory, type DriverDirectory, type DriverProfile } from './driver-directory.js';

export interface DriversModule extends ApiModule {
  drivers: DriversService;
}

/**
 * A company's drivers: name, mobile, private-hire licence, vehicle. Assigning them to jobs is the
 * board's. `endDriverSessions` signs a deactivated driver's phones out (the driver-sessions module's,
 * given by the app: that module reads drivers through this one, so this one does not import it).
 */
export function createDriversModule(ctx: AppContext, deps: { endDriverSessions: EndDriverSessions; media: MediaRepository }): DriversModule {
  const repo = createDriversRepository(ctx.db.kysely);
  const drivers = createDriversService({ db: ctx.db.kysely, repo, now: ctx.now, endDriverSessions: deps.endDriverSessions, sessionEnds: createSessionEnds(ctx.events, 'driver') });
  const photos = createDriverPhotoService({ db: ctx.db.kysely, dialect: ctx.db.dialect, repo, media: deps.media, now: ctx.now, current: (actor, id) => drivers.get(actor.scope, id) });
  const licencePhotos = createLicencePhotoService({
    db: ctx.db.kysely,
    dialect: ctx.db.dialect,
    repo,
    photos: createLicencePhotosRepository(ctx.db.kysely),
    now: ctx.now,
    current: (actor, id) => drivers.get(actor.scope, id),
  });
  return { name: 'drivers', drivers, operator: (operator) => driversRoutes(operator, { drivers, photos, licencePhotos }) };
}
