/** The caller's company scope: which companies' rows a console call may read or change, and who makes it. */
export { companyOf, inScope, narrowScope, NOT_FOUND, scopeOf, tenantOf, type CompanyScope, type StaffPrincipal } from './company-scope.js';
export { actorOf, type Actor } from './actor.js';
export { listedRows, type ListedRows } from './company-filter.js';
