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
import { OPERATOR_CONSOLE_PATH } from '@kerbside/contract';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { createDocumentWarnings, DOCUMENT_WARNINGS_TASK } from './document-warnings.js';

export { DOCUMENT_WARNINGS_TASK } from './document-warnings.js';
const DAY_MS = 86_400_000;

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
export function createDriversModule(ctx: AppContext, deps: { endDriverSessions: EndDriverSessions; media: MediaRepository; outbox: MailOutbox; siteUrl: string }): DriversModule {
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
  // Owners' mail about documents expiring (once per document and expiry date, whichever instance runs it).
  const warnings = createDocumentWarnings({ db: ctx.db.kysely, outbox: deps.outbox, driverPageUrl: (id) => `${deps.siteUrl}${OPERATOR_CONSOLE_PATH}/drivers/${id}` });
  ctx.scheduler.add({ name: DOCUMENT_WARNINGS_TASK, everyMs: ctx.config.NODE_ENV === 'test' ? 0 : DAY_MS, firstRunAfterMs: 60_000, run: async (now) => void (await warnings.pass(now)) });
  return { name: 'drivers', drivers, operator: (operator) => driversRoutes(operator, { drivers, photos, licencePhotos }) };
}
