import type { CompanyFilter } from '@kerbside/contract';
import type { CompanyScope } from './company-scope.js';

/** Which rows a console list shows: one company's, those of no company (the platform's), or every row. */
export type ListedRows = { only: 'company'; companyId: number } | { only: 'none' } | { only: 'all' };

/**
 * A list's rows from the caller's scope and its `?company_id=` filter: company staff get their
 * own company whatever they ask for; a platform admin may narrow to one company or to `none`.
 */
export function listedRows(scope: CompanyScope, filter: CompanyFilter | undefined): ListedRows {
  if (!scope.all) return { only: 'company', companyId: scope.companyId };
  if (filter === 'none') return { only: 'none' };
  if (filter !== undefined) return { only: 'company', companyId: filter };
  return { only: 'all' };
}
