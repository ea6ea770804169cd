import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppContext } from '../../app-context.js';
import { createMediaRepository, type MediaRepository } from './media.repository.js';
import { registerMediaRoutes } from './media.routes.js';
import { createCompanyLogoService, type CompanyLogoService } from './company-logo.service.js';
import { companyLogoRoutes } from './company-logo.routes.js';

export interface MediaModule {
  media: MediaRepository;
  logos: CompanyLogoService;
  /** `/media/vehicles/…` and `/media/logos/…` for the website (no session, outside /api). */
  publicRoutes(app: FastifyInstance): void;
  /** The console's company logo routes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
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
    publicRoutes: (app) => registerMediaRoutes(app, { media, builtInVehicleDir: path.join(ctx.config.appRoot, 'assets', 'vehicles') }),
    operatorRoutes: (operator) => companyLogoRoutes(operator, logos),
  };
}
export { isUploadedVehicleFile, mediaUrl, parseUploadedName, STANDARD_VEHICLE_PICTURE, uploadedFileName } from './media-names.js';
export type { MediaRepository } from './media.repository.js';
export { processPicture, VEHICLE_PICTURE_BOX } from './picture-pipeline.js';
export { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from './picture-upload.js';
