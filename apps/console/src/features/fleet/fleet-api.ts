/** The fleet of the companies in reach: the list, adding and changing a category, its picture. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PATHS,
  okResponse,
  operatorPath,
  vehicleCategorySchema,
  type CreateVehicleCategoryRequest,
  type UpdateVehicleCategoryRequest,
  type VehicleCategory,
} from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { COMPANY_CHOICES_KEY } from '../companies/company-choices';

const categoryResponse = okResponse(vehicleCategorySchema);
const categoryListResponse = okResponse(vehicleCategorySchema.array());

const FLEET_KEY = ['fleet'] as const;

/** `companyId`: a platform admin's choice of one company; undefined for every company in reach. */
export function useFleet(companyId: number | undefined) {
  return useQuery({
    queryKey: [...FLEET_KEY, companyId ?? 'all'],
    queryFn: async ({ signal }) => (await api.get(withQuery(OPERATOR_PATHS.fleetVehicles, { company_id: companyId }), categoryListResponse, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export type CategorySave = { id: null; body: CreateVehicleCategoryRequest } | { id: number; body: UpdateVehicleCategoryRequest };

/** After a change: the list, and the category choices of the drivers' form. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: FLEET_KEY }), queryClient.invalidateQueries({ queryKey: COMPANY_CHOICES_KEY })]);
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (save: CategorySave): Promise<VehicleCategory> => {
      const answer =
        save.id === null
          ? await api.post(OPERATOR_PATHS.fleetVehicles, save.body, categoryResponse)
          : await api.patch(operatorPath(OPERATOR_PATHS.fleetVehicle, save.id), save.body, categoryResponse);
      return answer.data;
    },
    onSuccess: refresh,
  });
}

/** `file`: the new picture; null removes the uploaded one. */
export function useSetPicture() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File | null }): Promise<VehicleCategory> => {
      const path = operatorPath(OPERATOR_PATHS.fleetVehiclePicture, id);
      return (file ? await api.upload(path, file, categoryResponse) : await api.delete(path, categoryResponse)).data;
    },
    onSuccess: refresh,
  });
}
