import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createCompaniesRepository } from './companies.repository.js';
import { companiesRoutes } from './companies.routes.js';
import { createCompaniesService, type CompaniesService } from './companies.service.js';

export interface CompaniesModule extends ApiModule {
  companies: CompaniesService;
}

/** The companies in reach and each company's profile (name, contact details, cancellation policy). */
export function createCompaniesModule(ctx: AppContext): CompaniesModule {
  const db = ctx.db.kysely;
  const companies = createCompaniesService({ db, repo: createCompaniesRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    companies,
    name: 'companies',
    operator: (operator) => companiesRoutes(operator, { companies }),
  };
}
export { createCompaniesRepository } from './companies.repository.js';
