/**
 * The companies a staff member reaches (GET /companies): their own, or every company, active or
 * not, for a platform admin, who picks one to filter a list, to add to, or to look at.
 */
import { useQuery } from '@tanstack/react-query';
import { COMPANY_OPERATIONS, type CompanySummary } from '@kerbside/contract';
import type { SelectOption } from '@kerbside/ui/form-field';
import { call } from '../../lib/api-client';

export const COMPANIES_KEY = ['companies'] as const;

/** Every company in reach, by name; only asked for when `enabled` (e.g. a platform admin). */
export function useCompanies(enabled = true) {
  return useQuery({
    queryKey: COMPANIES_KEY,
    queryFn: async ({ signal }): Promise<CompanySummary[]> => (await call(COMPANY_OPERATIONS.operatorListCompanies, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** A select's options; a company that no longer trades says so. */
export function companyOptions(companies: readonly { id: number; name: string; active?: boolean }[] | undefined): SelectOption[] {
  return (companies ?? []).map((company) => ({ value: String(company.id), label: company.active === false ? `${company.name} (inactive)` : company.name }));
}
