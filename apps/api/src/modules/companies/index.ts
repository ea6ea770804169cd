import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createCompaniesRepository } from './companies.repository.js';
import { companiesReadRoutes, companiesWriteRoutes } from './companies.routes.js';
import { createCompaniesService, type CompaniesService } from './companies.service.js';

export interface CompaniesModule {
  companies: CompaniesService;
  /** Register in an operator area open to every staff role (ALL_STAFF). */
  readRoutes(area: FastifyInstance): void;
  /** Register in an owners' area (OWNERS). */
  writeRoutes(area: FastifyInstance): void;
}

/** The companies in reach and each company's profile (name, contact details, cancellation policy). */
export function createCompaniesModule(ctx: AppContext): CompaniesModule {
  const db = ctx.db.kysely;
  const companies = createCompaniesService({ db, repo: createCompaniesRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    companies,
    readRoutes: (area) => companiesReadRoutes(area, { companies }),
    writeRoutes: (area) => companiesWriteRoutes(area, { companies }),
  };
}
