import type { StaffMember } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { useSetStaffActive } from './staff-api';

interface StaffActiveConfirmProps {
  member: StaffMember;
  onCancel: () => void;
  onDone: (member: StaffMember) => void;
}

/** Deactivate (signs them out everywhere at once) or reactivate a staff member, once confirmed. */
export function StaffActiveConfirm({ member, onCancel, onDone }: StaffActiveConfirmProps) {
  const setActive = useSetStaffActive();
  const deactivating = member.active;
  return (
    <ConfirmDialog
      title={deactivating ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      danger={deactivating}
      pending={setActive.isPending}
      error={setActive.error ? errorMessage(setActive.error) : null}
      onCancel={onCancel}
      onConfirm={() => setActive.mutate({ id: member.id, active: !deactivating }, { onSuccess: onDone })}
    >
      {deactivating ? (
        <p>They can no longer sign in, and they are signed out everywhere at once. You can reactivate them later.</p>
      ) : member.pending ? (
        <p>They can set their password again. If their link has expired, send them a new one.</p>
      ) : (
        <p>They can sign in again with their password.</p>
      )}
    </ConfirmDialog>
  );
}
