import { useState, type FormEvent } from 'react';
import { STAFF_ROLE_LABELS, type InvitableRole, type StaffMember } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { ROLE_CHOICES } from './roles';
import { useChangeRole } from './staff-api';

interface RoleDialogProps {
  member: StaffMember;
  onClose: () => void;
  onChanged: (member: StaffMember) => void;
}

/** Make someone an owner or a dispatcher; the server's refusal (the company's last owner) shows here. */
export function RoleDialog({ member, onClose, onChanged }: RoleDialogProps) {
  const [role, setRole] = useState<InvitableRole>(member.role === 'owner' ? 'owner' : 'dispatcher');
  const change = useChangeRole();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    if (role === member.role) return onClose();
    change.mutate({ id: member.id, role }, { onSuccess: onChanged });
  }

  return (
    <Dialog
      title={`Change the role of ${member.name}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Save role" pendingLabel="Saving…" pending={change.isPending} />}
    >
      <AlertRegion id="role-problem">{change.error ? errorMessage(change.error) : null}</AlertRegion>
      <p className="page__lead">Now: {STAFF_ROLE_LABELS[member.role]}.</p>
      <ChoiceGroup name="staff-role" legend="Role" value={role} onChange={setRole} choices={ROLE_CHOICES} />
    </Dialog>
  );
}
