import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../app/router';
import { MESSAGES, SUCCESS_TOAST_MS } from '@kerbside/contract';
import { Link } from '../../app/links';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { TextField } from '../../components/ui/text-field';
import { Toast } from '../../components/ui/toast';
import { useFieldForm } from '../../components/ui/use-field-form';
import { forgotPasswordFromSignIn, readPasswordResetDone, safeRedirect } from '../../lib/sign-in-paths';
import { saveSession, signIn } from './sign-in-api';
import { SIGN_IN_FIELDS, signInErrorMessage, validateSignIn, type SignInValues } from './sign-in-rules';
import './sign-in.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'signed-in' };

/** /login: corporate passengers sign in, then go back where they were heading (spec §2, §6). */
export function SignInScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  // Back from a password reset started here: say it worked and fill in the email.
  const reset = readPasswordResetDone(useLocation().state);
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { values, errors, change, showErrors } = useFieldForm<SignInValues>({
    initial: () => ({ email: reset?.email ?? '', password: '' }),
    fields: SIGN_IN_FIELDS,
    fieldId: (field) => `${id}-${field}`,
    onEdit: () => status.kind === 'failed' && setStatus({ kind: 'idle' }),
    onInvalid: () => setStatus({ kind: 'idle' }),
  });
  const pending = useRef<{ abort?: AbortController; timer?: number }>({});
  const busy = status.kind === 'busy' || status.kind === 'signed-in';

  useEffect(() => {
    const current = pending.current;
    return () => {
      current.abort?.abort();
      window.clearTimeout(current.timer);
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (showErrors(validateSignIn(values))) return;
    const abort = new AbortController();
    pending.current.abort = abort;
    setStatus({ kind: 'busy' });
    try {
      saveSession(await signIn(values.email, values.password, abort.signal));
      setStatus({ kind: 'signed-in' });
      pending.current.timer = window.setTimeout(() => void navigate(target, { replace: true }), SUCCESS_TOAST_MS);
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus({ kind: 'failed', message: signInErrorMessage(error) });
    }
  }

  return (
    <div className="page container sign-in">
      <title>Sign In | Corporate Account</title>
      {status.kind === 'signed-in' && <Toast message={MESSAGES.loginSuccess} />}
      <form className="card sign-in__card" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <header className="sign-in__header">
          <h1 id={`${id}-title`} className="sign-in__title">
            Sign In
          </h1>
          <p className="sign-in__label">To Corporate Account</p>
        </header>
        {reset && (status.kind === 'idle' || status.kind === 'busy') && (
          <InlineAlert tone="success">{`${MESSAGES.passwordReset}. Sign in with your new password.`}</InlineAlert>
        )}
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          // Back from a reset with the email filled in: the new password is all that is left to type.
          autoFocus={Boolean(reset?.email)}
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        {status.kind === 'failed' && <InlineAlert>{status.message}</InlineAlert>}
        <BusyButton
          type="submit"
          className="button button--primary button--block"
          busy={busy}
          busyLabel={status.kind === 'signed-in' ? 'Signed in' : 'Signing in…'}
        >
          Sign In
        </BusyButton>
        <Link to={forgotPasswordFromSignIn(params.get('redirect'))} className="sign-in__forgot">
          Forgot password?
        </Link>
      </form>
    </div>
  );
}
