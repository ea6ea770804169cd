/** Staff of the company (owners; a platform admin: of every company): the list, inviting, roles, (de)activating. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_OPERATIONS, type InvitableRole, type StaffInviteRequest, type StaffMember } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { staffStatus, type StaffStatus } from './staff-status';

const STAFF_KEY = ['staff'] as const;

export interface StaffRow {
  member: StaffMember;
  /** Worked out when the list arrived (an invitation's link expires with time). */
  status: StaffStatus;
}

export function useStaffList(companyId: number | undefined) {
  return useQuery({
    queryKey: [...STAFF_KEY, companyId ?? 'all'],
    queryFn: async ({ signal }): Promise<StaffRow[]> => {
      const answer = await call(STAFF_OPERATIONS.operatorListStaff, { query: { company_id: companyId }, signal });
      const now = new Date();
      return answer.data.map((member) => ({ member, status: staffStatus(member, now) }));
    },
  });
}

function useStaffChange<T>(change: (input: T) => Promise<StaffMember>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}

export const useInviteStaff = () =>
  useStaffChange(async (invite: StaffInviteRequest) => (await call(STAFF_OPERATIONS.operatorInviteStaff, { body: invite })).data);

export const useResendInvite = () => useStaffChange(async (id: number) => (await call(STAFF_OPERATIONS.operatorResendStaffInvite, { params: { staffId: id } })).data);

export const useChangeRole = () =>
  useStaffChange(async ({ id, role }: { id: number; role: InvitableRole }) => (await call(STAFF_OPERATIONS.operatorChangeStaffRole, { params: { id }, body: { role } })).data);

export const useSetStaffActive = () =>
  useStaffChange(async ({ id, active }: { id: number; active: boolean }) => {
    const operation = active ? STAFF_OPERATIONS.operatorReactivateStaff : STAFF_OPERATIONS.operatorDeactivateStaff;
    return (await call(operation, { params: { id } })).data;
  });
