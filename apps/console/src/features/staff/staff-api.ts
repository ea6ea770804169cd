/** Staff of the company (owners; a platform admin: of every company): the list, inviting, roles, (de)activating. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_PATHS, okResponse, staffMemberSchema, type InvitableRole, type StaffInviteRequest, type StaffMember } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { staffStatus, type StaffStatus } from './staff-status';

const memberResponse = okResponse(staffMemberSchema);
const staffListResponse = okResponse(staffMemberSchema.array());

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
      const answer = await api.get(withQuery(OPERATOR_PATHS.staff, { company_id: companyId }), staffListResponse, { signal });
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
  useStaffChange(async (invite: StaffInviteRequest) => (await api.post(OPERATOR_PATHS.staffInvites, invite, memberResponse)).data);

export const useResendInvite = () => useStaffChange(async (id: number) => (await api.post(OPERATOR_PATHS.staffInviteResend(id), {}, memberResponse)).data);

export const useChangeRole = () =>
  useStaffChange(async ({ id, role }: { id: number; role: InvitableRole }) => (await api.post(OPERATOR_PATHS.staffRole(id), { role }, memberResponse)).data);

export const useSetStaffActive = () =>
  useStaffChange(async ({ id, active }: { id: number; active: boolean }) => {
    const path = active ? OPERATOR_PATHS.staffReactivate(id) : OPERATOR_PATHS.staffDeactivate(id);
    return (await api.post(path, {}, memberResponse)).data;
  });
