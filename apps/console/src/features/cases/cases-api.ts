/** Complaints and lost property: the lists (filtered on the server), recording and changing a record. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CASES_OPERATIONS, type Complaint, type ComplaintRequest, type LostPropertyItem, type LostPropertyRequest } from '@kerbside/contract';

/** A list's query as the address holds it (useListParams' apiQuery): the filters set, and the page after the first. */
type ListQuery = Record<string, string>;
import { call } from '../../lib/api-client';

const COMPLAINTS_KEY = ['complaints'] as const;
const LOST_PROPERTY_KEY = ['lost-property'] as const;

export function useComplaints(query: ListQuery) {
  return useQuery({
    queryKey: [...COMPLAINTS_KEY, query],
    queryFn: async ({ signal }) => (await call(CASES_OPERATIONS.operatorComplaints, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSaveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ComplaintRequest }): Promise<Complaint> =>
      (id === null ? await call(CASES_OPERATIONS.operatorCreateComplaint, { body }) : await call(CASES_OPERATIONS.operatorUpdateComplaint, { params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}

export function useLostProperty(query: ListQuery) {
  return useQuery({
    queryKey: [...LOST_PROPERTY_KEY, query],
    queryFn: async ({ signal }) => (await call(CASES_OPERATIONS.operatorLostProperty, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSaveLostProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: LostPropertyRequest }): Promise<LostPropertyItem> =>
      (id === null ? await call(CASES_OPERATIONS.operatorCreateLostProperty, { body }) : await call(CASES_OPERATIONS.operatorUpdateLostProperty, { params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOST_PROPERTY_KEY }),
  });
}
