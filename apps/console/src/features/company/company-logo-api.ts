/** A company's logo: read by all its staff, uploaded and removed by its owners (a platform admin: any company's). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FLEET_OPERATIONS, type CompanyLogo } from '@kerbside/contract';
import { call, upload } from '../../lib/api-client';

const logoKey = (id: number) => ['company-logo', id] as const;

export function useCompanyLogo(id: number) {
  return useQuery({
    queryKey: logoKey(id),
    queryFn: async ({ signal }): Promise<CompanyLogo> => (await call(FLEET_OPERATIONS.operatorGetCompanyLogo, { params: { id }, signal })).data,
  });
}

/** `file`: the new logo; null removes it. */
export function useSetCompanyLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<CompanyLogo> =>
      (file
        ? await upload(FLEET_OPERATIONS.operatorPutCompanyLogo, { params: { id } }, file)
        : await call(FLEET_OPERATIONS.operatorDeleteCompanyLogo, { params: { id } })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(logoKey(id), saved),
  });
}
