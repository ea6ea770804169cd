/**
 * The companies a platform admin chooses between (to give an enquiry to one, to narrow a list).
 * The operator API has no list of companies yet, so they are read off the staff list a platform
 * admin may load: every company on the platform has staff (its first owner at least). A company
 * that is not active any more may be among them; the API refuses to give it work, and says so.
 */
import { useQuery } from '@tanstack/react-query';
import { okResponse, OPERATOR_PATHS, staffMemberSchema, type CompanyRef } from '@kerbside/contract';
import { api } from '../../lib/api-client';

const staffListResponse = okResponse(staffMemberSchema.array());

export const COMPANIES_KEY = ['companies'] as const;

async function loadCompanies(signal: AbortSignal): Promise<CompanyRef[]> {
  const answer = await api.get(OPERATOR_PATHS.staff, staffListResponse, { signal });
  const byId = new Map<number, CompanyRef>();
  for (const member of answer.data) if (member.company) byId.set(member.company.id, member.company);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** Every company, by name; only asked for when `enabled` (a platform admin). */
export function useCompanies(enabled: boolean) {
  return useQuery({ queryKey: COMPANIES_KEY, queryFn: ({ signal }) => loadCompanies(signal), enabled, staleTime: 5 * 60_000 });
}
