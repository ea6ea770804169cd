/** A company's logo: read by all its staff, uploaded and removed by its owners (a platform admin: any company's). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyLogoSchema, okResponse, OPERATOR_PATHS, operatorPath, type CompanyLogo } from '@kerbside/contract';
import { api } from '../../lib/api-client';

const logoResponse = okResponse(companyLogoSchema);

const logoKey = (id: number) => ['company-logo', id] as const;

export function useCompanyLogo(id: number) {
  return useQuery({
    queryKey: logoKey(id),
    queryFn: async ({ signal }): Promise<CompanyLogo> => (await api.get(operatorPath(OPERATOR_PATHS.companyLogo, id), logoResponse, { signal })).data,
  });
}

/** `file`: the new logo; null removes it. */
export function useSetCompanyLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<CompanyLogo> => {
      const path = operatorPath(OPERATOR_PATHS.companyLogo, id);
      return (file ? await api.upload(path, file, logoResponse) : await api.delete(path, logoResponse)).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(logoKey(id), saved),
  });
}
