/** One company's profile: read by all its staff, saved by its owners (a platform admin: any company's). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_OPERATIONS, type CompanyProfile, type UpdateCompanyProfileRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { COMPANIES_KEY } from '../companies/use-companies';
import { COMPANY_CHOICES_KEY } from '../companies/company-choices';
import { SESSION_KEY } from '../session/session';

const profileKey = (id: number) => ['company-profile', id] as const;

export function useCompanyProfile(id: number | null) {
  return useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: async ({ signal }): Promise<CompanyProfile> => (await call(COMPANY_OPERATIONS.operatorGetCompany, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== null,
  });
}

export function useSaveCompanyProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCompanyProfileRequest): Promise<CompanyProfile> => (await call(COMPANY_OPERATIONS.operatorUpdateCompany, { params: { id }, body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(id), saved);
      // The name shows in the header (the session), in company choices and lists.
      for (const queryKey of [COMPANIES_KEY, COMPANY_CHOICES_KEY, SESSION_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
