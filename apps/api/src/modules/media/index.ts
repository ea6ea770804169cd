import path from 'node:path';
import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createMediaRepository, type MediaRepository } from './media.repository.js';
import { registerMediaRoutes } from './media.routes.js';
import { createCompanyLogoService, type CompanyLogoService } from './company-logo.service.js';
import { companyLogoRoutes } from './company-logo.routes.js';

export interface MediaModule extends ApiModule {
  media: MediaRepository;
  logos: CompanyLogoService;
}

/** Uploaded pictures (stored in the database, served by every instance) and company logos. */
export function createMediaModule(ctx: AppContext): MediaModule {
  const media = createMediaRepository(ctx.db.kysely);
  const logos = createCompanyLogoService({
    db: ctx.db.kysely,
    dialect: ctx.db.dialect,
    media,
    now: ctx.now,
    announce: (parts, companyId) => ctx.catalogue.announce(parts, companyId),
  });
  return {
    media,
    logos,
    name: 'media',
    // `/media/vehicles/…` and `/media/logos/…` for the website (no session, outside /api).
    site: (app) => registerMediaRoutes(app, { media, builtInVehicleDir: path.join(ctx.config.appRoot, 'assets', 'vehicles') }),
    // The console's company logo routes.
    operator: (operator) => companyLogoRoutes(operator, logos),
  };
}
export { isUploadedVehicleFile, mediaUrl, parseUploadedName, STANDARD_VEHICLE_PICTURE, uploadedFileName } from './media-names.js';
export type { MediaRepository } from './media.repository.js';
export { DRIVER_PHOTO_BOX, processPicture, VEHICLE_PICTURE_BOX } from './picture-pipeline.js';
export { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from './picture-upload.js';
