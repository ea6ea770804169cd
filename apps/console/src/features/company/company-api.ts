/** One company's profile: read by all its staff, saved by its owners (a platform admin: any company's). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyProfileSchema, okResponse, OPERATOR_PATHS, operatorPath, type CompanyProfile, type UpdateCompanyProfileRequest } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { COMPANIES_KEY } from '../companies/use-companies';
import { COMPANY_CHOICES_KEY } from '../companies/company-choices';
import { SESSION_KEY } from '../session/session';

const profileResponse = okResponse(companyProfileSchema);

const profileKey = (id: number) => ['company-profile', id] as const;

export function useCompanyProfile(id: number | null) {
  return useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: async ({ signal }): Promise<CompanyProfile> => (await api.get(operatorPath(OPERATOR_PATHS.company, id ?? 0), profileResponse, { signal })).data,
    enabled: id !== null,
  });
}

export function useSaveCompanyProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCompanyProfileRequest): Promise<CompanyProfile> => (await api.put(operatorPath(OPERATOR_PATHS.company, id), body, profileResponse)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(id), saved);
      // The name shows in the header (the session), in company choices and lists.
      for (const queryKey of [COMPANIES_KEY, COMPANY_CHOICES_KEY, SESSION_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
