/**
 * The vehicle categories of each company's fleet (GET /drivers/vehicle-categories): what a
 * driver's category and the board's vehicle filter are chosen from. The companies themselves come
 * from use-companies.
 */
import { useQuery } from '@tanstack/react-query';
import { OPERATOR_PATHS, okResponse, vehicleCategoryChoicesSchema, type VehicleCategoryChoices } from '@kerbside/contract';
import { api } from '../../lib/api-client';

const choicesResponse = okResponse(vehicleCategoryChoicesSchema.array());

export const COMPANY_CHOICES_KEY = ['company-choices'] as const;

/** `enabled: false` when the screen has no use for them. */
export function useCompanyChoices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: COMPANY_CHOICES_KEY,
    queryFn: async ({ signal }): Promise<VehicleCategoryChoices[]> => (await api.get(OPERATOR_PATHS.driverCategories, choicesResponse, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
