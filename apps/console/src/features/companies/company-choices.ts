/**
 * The vehicle categories of each company's fleet (GET /drivers/vehicle-categories): what a
 * driver's category and the board's vehicle filter are chosen from. The companies themselves come
 * from use-companies.
 */
import { useQuery } from '@tanstack/react-query';
import { DRIVER_OPERATIONS, type VehicleCategoryChoices } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export const COMPANY_CHOICES_KEY = ['company-choices'] as const;

/** `enabled: false` when the screen has no use for them. */
export function useCompanyChoices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: COMPANY_CHOICES_KEY,
    queryFn: async ({ signal }): Promise<VehicleCategoryChoices[]> => (await call(DRIVER_OPERATIONS.operatorDriverCategories, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
