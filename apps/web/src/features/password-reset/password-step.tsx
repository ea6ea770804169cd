import { useState, type Dispatch, type FormEvent } from 'react';
import { BusyButton } from '../../components/ui/busy-button';
import { TextField } from '../../components/ui/text-field';
import { resetPassword } from './reset-api';
import { MIN_PASSWORD_LENGTH, passwordIssues, resetPasswordError } from './reset-rules';
import type { ResetAction } from './reset-steps';
import { useStepSubmit } from './use-step-submit';

interface PasswordStepProps {
  idPrefix: string;
  email: string;
  code: string;
  done: boolean;
  dispatch: Dispatch<ResetAction>;
  describedBy?: string;
}

/** Step 3: the new password twice; sent with the email and the verified code. */
export function PasswordStep({ idPrefix, email, code, done, dispatch, describedBy }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<{ password?: string; confirm?: string }>({});
  const { busy, run, mounted } = useStepSubmit();
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    const found = passwordIssues(password, confirm);
    setIssues(found);
    if (found.password || found.confirm) {
      document.getElementById(found.password ? passwordId : confirmId)?.focus();
      return;
    }
    void run(async () => {
      try {
        await resetPassword(email, code, password);
        if (mounted.current) dispatch({ type: 'passwordReset' });
      } catch (error) {
        if (mounted.current) dispatch({ type: 'failed', message: resetPasswordError(error) });
      }
    });
  };

  const edit = (set: (v: string) => void, field: 'password' | 'confirm') => (value: string) => {
    set(value);
    setIssues((i) => ({ ...i, [field]: undefined }));
    dispatch({ type: 'edited' });
  };

  return (
    <form className="reset__form" noValidate onSubmit={submit}>
      <TextField
        id={passwordId}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={edit(setPassword, 'password')}
        error={issues.password}
        describedBy={describedBy}
        readOnly={done}
      />
      <TextField
        id={confirmId}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={edit(setConfirm, 'confirm')}
        error={issues.confirm}
        readOnly={done}
      />
      {/* The email, for password managers saving the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="reset__actions">
        <BusyButton
          type="submit"
          className="button button--primary"
          busy={busy || done}
          busyLabel={done ? 'Password reset' : 'Saving…'}
        >
          Reset password
        </BusyButton>
      </div>
    </form>
  );
}
