import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN_LENGTH, acceptInviteRequestSchema } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { TextField } from '@kerbside/ui/form-field';

interface SetPasswordFormProps {
  /** For password managers, which save the new password under it. */
  email: string;
  pending: boolean;
  /** The server's refusal. */
  problem: string | null;
  onSubmit: (password: string) => void;
}

const RULE = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters, and not your email address. A few words you will remember make a good one.`;

/** New password, typed twice; the rule is said before the first key is pressed. */
export function SetPasswordForm({ email, pending, problem, onSubmit }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = acceptInviteRequestSchema.safeParse({ token: 'checked-by-the-server', password });
    const found: typeof errors = {};
    if (!checked.success) found.password = checked.error.issues[0]?.message;
    else if (again !== password) found.again = 'The two passwords are not the same. Type it again.';
    setErrors(found);
    const wrong = found.password ? 'new-password' : found.again ? 'new-password-again' : null;
    if (wrong) document.getElementById(wrong)?.focus();
    else onSubmit(password);
  }

  const count = Object.keys(errors).length;
  const message = problem ?? (count > 0 ? 'Check the password below.' : null);
  const type = shown ? 'text' : 'password';

  return (
    <form className="set-password__form" onSubmit={submit} noValidate>
      <AlertRegion id="set-password-problem">{message}</AlertRegion>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="new-password"
        label="New password"
        hint={RULE}
        value={password}
        onChange={setPassword}
        error={errors.password}
        input={{ type, autoComplete: 'new-password', spellCheck: false, autoCapitalize: 'none', minLength: STAFF_PASSWORD_MIN_LENGTH }}
      />
      <TextField
        id="new-password-again"
        label="Type it again"
        value={again}
        onChange={setAgain}
        error={errors.again}
        input={{ type, autoComplete: 'new-password', spellCheck: false, autoCapitalize: 'none' }}
      />
      <label className="set-password__show" htmlFor="show-passwords">
        <input id="show-passwords" type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        Show the passwords
      </label>
      <button type="submit" className="button button--primary button--block" aria-disabled={pending || undefined}>
        {pending ? 'Setting your password…' : 'Set password and sign in'}
      </button>
    </form>
  );
}
