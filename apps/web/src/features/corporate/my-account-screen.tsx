import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { TextField } from '../../components/ui/text-field';
import { useFieldForm } from '../../components/ui/use-field-form';
import { ChangePasswordForm } from './change-password-form';
import { isUnauthorised, updatePassenger } from './corporate-api';
import {
  emailChanged,
  isWrongCurrentPassword,
  PROFILE_FIELDS,
  profileFailure,
  profileFromPassenger,
  validateProfile,
  type ProfileValues,
} from './profile-rules';
import { useCorporateSession } from './session-context';
import { SignOutEverywhere } from './sign-out-everywhere';
import './my-account.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; emailChanged: boolean }
  | { kind: 'failed'; message: string; detail: string | null };

/**
 * /my-account: Edit Profile with name, email and phone (spec §2 Corporate area, §5, §8); a new
 * email needs the current password. Then Change password and Sign out everywhere.
 */
export function MyAccountScreen() {
  const { token, passenger, setPassenger, expire } = useCorporateSession();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = status.kind === 'saving';
  const { values, setValues, errors, change, showErrors } = useFieldForm<ProfileValues>({
    initial: () => profileFromPassenger(passenger),
    fields: PROFILE_FIELDS,
    fieldId: (field) => `${id}-${field}`,
    onEdit: () => !saving && setStatus({ kind: 'idle' }),
    onInvalid: () => setStatus({ kind: 'idle' }),
  });
  const newEmail = emailChanged(values, passenger.passenger_email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (showErrors(validateProfile(values, passenger.passenger_email))) return;
    setStatus({ kind: 'saving' });
    try {
      const response = await updatePassenger(
        {
          passenger_id: passenger.passenger_id,
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          ...(newEmail ? { current_password: values.currentPassword } : {}),
        },
        token,
      );
      const updated = response.passenger ?? {
        ...passenger,
        passenger_name: values.name.trim(),
        passenger_email: values.email.trim(),
        passenger_contact_no: values.phone.trim(),
      };
      setPassenger(updated);
      setValues(profileFromPassenger(updated));
      setStatus({ kind: 'saved', emailChanged: newEmail });
    } catch (error) {
      if (isUnauthorised(error)) {
        expire();
        return;
      }
      if (isWrongCurrentPassword(error)) {
        showErrors({ currentPassword: (error as Error).message });
        return;
      }
      setStatus({ kind: 'failed', ...profileFailure(error) });
    }
  }

  return (
    <div className="my-account">
      <title>My Account | Corporate Account</title>
      <div className="corporate-page__head">
        <h1 className="corporate-page__title">My Account</h1>
      </div>
      <form className="card my-account__form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="my-account__title">
          Edit Profile
        </h2>
        <div className="my-account__grid">
          <TextField
            id={`${id}-name`}
            label="Name"
            autoComplete="name"
            required
            maxLength={120}
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          {newEmail && (
            <TextField
              id={`${id}-currentPassword`}
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              hint="Needed to change your email."
              value={values.currentPassword}
              onChange={change('currentPassword')}
              error={errors.currentPassword}
            />
          )}
          <TextField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            hint="Optional. Use international format, e.g. +447700900123"
            value={values.phone}
            onChange={change('phone')}
            error={errors.phone}
          />
        </div>
        {status.kind === 'saved' && (
          <InlineAlert tone="success">
            <p>{MESSAGES.profileUpdated}</p>
            {status.emailChanged && <p>{MESSAGES.emailChangedSignedOut}</p>}
          </InlineAlert>
        )}
        {status.kind === 'failed' && (
          <InlineAlert>
            <p>{status.message}</p>
            {status.detail && <p>{status.detail}</p>}
          </InlineAlert>
        )}
        <BusyButton type="submit" className="button button--primary my-account__save" busy={saving} busyLabel="Saving…">
          Save
        </BusyButton>
      </form>
      <ChangePasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
