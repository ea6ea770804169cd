import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { TextField } from '../../components/ui/text-field';
import { useFieldForm } from '../../components/ui/use-field-form';
import { changePassword, isUnauthorised } from './corporate-api';
import {
  EMPTY_PASSWORD_CHANGE,
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type PasswordChangeValues,
} from './password-change-rules';
import { isWrongCurrentPassword, profileFailure } from './profile-rules';
import { useCorporateSession } from './session-context';

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string; detail: string | null };

/** My Account: a new password; this device stays signed in, the server signs out every other one. */
export function ChangePasswordForm() {
  const { token, passenger, expire } = useCorporateSession();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = status.kind === 'saving';
  const { values, setValues, errors, change, showErrors } = useFieldForm<PasswordChangeValues>({
    initial: EMPTY_PASSWORD_CHANGE,
    fields: PASSWORD_CHANGE_FIELDS,
    fieldId: (field) => `${id}-${field}`,
    onEdit: () => !saving && setStatus({ kind: 'idle' }),
    onInvalid: () => setStatus({ kind: 'idle' }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (showErrors(validatePasswordChange(values))) return;
    setStatus({ kind: 'saving' });
    try {
      const response = await changePassword({ current_password: values.current, new_password: values.next }, token);
      setValues(EMPTY_PASSWORD_CHANGE);
      setStatus({ kind: 'saved', message: response.message });
    } catch (error) {
      if (isUnauthorised(error)) return expire();
      if (isWrongCurrentPassword(error)) return void showErrors({ current: (error as Error).message });
      setStatus({ kind: 'failed', ...profileFailure(error) });
    }
  }

  const field = (name: keyof PasswordChangeValues) => ({
    id: `${id}-${name}`,
    type: 'password',
    required: true,
    maxLength: 200,
    value: values[name],
    onChange: change(name),
    error: errors[name],
  });

  return (
    <form className="card my-account__form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="my-account__title">
        Change password
      </h2>
      {/* The account's email, so a password manager saves the new password against it. */}
      <input type="email" name="username" autoComplete="username" value={passenger.passenger_email} readOnly hidden />
      <div className="my-account__grid">
        <TextField label="Current password" autoComplete="current-password" {...field('current')} />
        <TextField label="New password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...field('next')} />
        <TextField label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
      </div>
      {status.kind === 'saved' && <InlineAlert tone="success">{status.message}</InlineAlert>}
      {status.kind === 'failed' && (
        <InlineAlert>
          <p>{status.message}</p>
          {status.detail && <p>{status.detail}</p>}
        </InlineAlert>
      )}
      <BusyButton type="submit" className="button button--primary my-account__save" busy={saving} busyLabel="Changing…">
        Change password
      </BusyButton>
    </form>
  );
}
