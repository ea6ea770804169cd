/**
 * The companies a staff member reaches, with their fleets' vehicle categories
 * (GET /drivers/vehicle-categories): one for a company's staff, every company for a platform
 * admin, who picks one to filter a list or to add to.
 */
import { useQuery } from '@tanstack/react-query';
import { OPERATOR_PATHS, okResponse, vehicleCategoryChoicesSchema, type VehicleCategoryChoices } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import type { SelectOption } from '../../components/form-field';

const choicesResponse = okResponse(vehicleCategoryChoicesSchema.array());

export const COMPANY_CHOICES_KEY = ['company-choices'] as const;

/** `enabled: false` when the screen has no use for them (an owner's staff page). */
export function useCompanyChoices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: COMPANY_CHOICES_KEY,
    queryFn: async ({ signal }): Promise<VehicleCategoryChoices[]> => (await api.get(OPERATOR_PATHS.driverCategories, choicesResponse, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function companyOptions(choices: readonly VehicleCategoryChoices[] | undefined): SelectOption[] {
  return (choices ?? []).map((choice) => ({ value: String(choice.company.id), label: choice.company.name }));
}
