import { useState, type FormEvent } from 'react';
import { OPERATOR_MESSAGES, staffInviteRequestSchema, type InvitableRole, type StaffInviteRequest, type StaffMember, type CompanySummary } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { companyOptions } from '../companies/use-companies';
import { ROLE_CHOICES } from './roles';
import { useInviteStaff } from './staff-api';

interface InviteDialogProps {
  /** Platform admins choose the company (from these); null for an owner, who invites into their own. */
  companies: readonly CompanySummary[] | null;
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}

type Field = 'company_id' | 'name' | 'email' | 'role';
const ORDER: readonly Field[] = ['company_id', 'name', 'email', 'role'];
const fieldId = (field: Field) => (field === 'role' ? 'invite-role-dispatcher' : `invite-${field.replaceAll('_', '-')}`);

/** Invite an owner or a dispatcher by email: they get a link to set their password. */
export function InviteDialog({ companies, onClose, onInvited }: InviteDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('dispatcher');
  const [companyId, setCompanyId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteStaff();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    invite.reset();
    const request: StaffInviteRequest = { name, email, role, ...(companyId ? { company_id: Number(companyId) } : {}) };
    const checked = staffInviteRequestSchema.safeParse(request);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = ORDER.find((f) => f === issue.path[0]);
      if (field && !found[field]) found[field] = issue.message;
    }
    if (companies && !companyId) found.company_id = OPERATOR_MESSAGES.inviteCompanyRequired;
    setErrors(found);
    const first = ORDER.find((field) => found[field] !== undefined);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    invite.mutate({ ...request, name: name.trim(), email: email.trim() }, { onSuccess: onInvited });
  }

  const problem = invite.error ? errorMessage(invite.error) : problemSummary(Object.keys(errors).length);

  return (
    <Dialog
      title="Invite staff"
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Send invitation" pendingLabel="Sending…" pending={invite.isPending} />}
    >
      <p className="page__lead">They get an email with a link to set their password. The link works once.</p>
      <AlertRegion id="invite-problem">{problem}</AlertRegion>
      {companies && (
        <SelectField
          id={fieldId('company_id')}
          label="Company"
          value={companyId}
          onChange={setCompanyId}
          placeholder="Choose the company…"
          options={companyOptions(companies)}
          error={errors.company_id}
        />
      )}
      <TextField id={fieldId('name')} label="Name" value={name} onChange={setName} error={errors.name} input={{ autoComplete: 'off', autoCapitalize: 'words', maxLength: 120 }} />
      <TextField
        id={fieldId('email')}
        label="Email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        input={{ type: 'email', inputMode: 'email', autoComplete: 'off', spellCheck: false, maxLength: 254 }}
      />
      <ChoiceGroup name="invite-role" legend="Role" value={role} onChange={setRole} choices={ROLE_CHOICES} error={errors.role} />
    </Dialog>
  );
}
