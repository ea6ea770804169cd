/** The fleet of the companies in reach: the list, adding and changing a category, its picture. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FLEET_OPERATIONS, type CreateVehicleCategoryRequest, type UpdateVehicleCategoryRequest, type VehicleCategory } from '@kerbside/contract';
import { call, upload } from '../../lib/api-client';
import { COMPANY_CHOICES_KEY } from '../companies/company-choices';

const FLEET_KEY = ['fleet'] as const;

/** `companyId`: a platform admin's choice of one company; undefined for every company in reach. */
export function useFleet(companyId: number | undefined) {
  return useQuery({
    queryKey: [...FLEET_KEY, companyId ?? 'all'],
    queryFn: async ({ signal }) => (await call(FLEET_OPERATIONS.operatorListVehicleCategories, { query: { company_id: companyId }, signal })).data,
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
          ? await call(FLEET_OPERATIONS.operatorCreateVehicleCategory, { body: save.body })
          : await call(FLEET_OPERATIONS.operatorUpdateVehicleCategory, { params: { id: save.id }, body: save.body });
      return answer.data;
    },
    onSuccess: refresh,
  });
}

/** `file`: the new picture; null removes the uploaded one. */
export function useSetPicture() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File | null }): Promise<VehicleCategory> =>
      (file
        ? await upload(FLEET_OPERATIONS.operatorPutVehiclePicture, { params: { id } }, file)
        : await call(FLEET_OPERATIONS.operatorDeleteVehiclePicture, { params: { id } })
      ).data,
    onSuccess: refresh,
  });
}
