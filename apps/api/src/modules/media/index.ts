import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppContext } from '../../app-context.js';
import { createMediaRepository, type MediaRepository } from './media.repository.js';
import { registerMediaRoutes } from './media.routes.js';
import { createCompanyLogoService, type CompanyLogoService } from './company-logo.service.js';
import { companyLogoReadRoutes, companyLogoWriteRoutes } from './company-logo.routes.js';

export interface MediaModule {
  media: MediaRepository;
  logos: CompanyLogoService;
  /** `/media/vehicles/…` and `/media/logos/…` for the website (no session, outside /api). */
  publicRoutes(app: FastifyInstance): void;
  /** Register in an area for every staff role (ALL_STAFF). */
  readRoutes(area: FastifyInstance): void;
  /** Register in an area for owners (OWNERS). */
  writeRoutes(area: FastifyInstance): void;
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
    readRoutes: (area) => companyLogoReadRoutes(area, logos),
    writeRoutes: (area) => companyLogoWriteRoutes(area, logos),
  };
}
