import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createCompaniesRepository } from './companies.repository.js';
import { companiesRoutes } from './companies.routes.js';
import { createCompaniesService, type CompaniesService } from './companies.service.js';

export interface CompaniesModule {
  companies: CompaniesService;
  /** The console's company routes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** The companies in reach and each company's profile (name, contact details, cancellation policy). */
export function createCompaniesModule(ctx: AppContext): CompaniesModule {
  const db = ctx.db.kysely;
  const companies = createCompaniesService({ db, repo: createCompaniesRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    companies,
    operatorRoutes: (operator) => companiesRoutes(operator, { companies }),
  };
}
export { createCompaniesRepository } from './companies.repository.js';
