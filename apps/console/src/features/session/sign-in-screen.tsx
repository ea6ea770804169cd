import { useState, type FormEvent } from 'react';
import { staffSignInRequestSchema } from '@kerbside/contract';
import { StandalonePage } from '../../components/standalone-page';
import { errorMessage } from '../../lib/api-client';
import { useSignIn } from './session';
import './sign-in-screen.css';

/** Shown at any console address while signed out; once signed in, that address opens. */
export function SignInScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = useSignIn();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const checked = staffSignInRequestSchema.safeParse({ email, password });
    if (!checked.success) {
      setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setProblem(null);
    signIn.mutate(checked.data, { onError: (error) => setProblem(errorMessage(error)) });
  }

  return (
    <StandalonePage documentTitle="Sign in · Kerbside Console" title="Sign in" lead="For the staff of Kerbside operators.">
      <form className="sign-in__form" onSubmit={submit} noValidate>
        <div id="sign-in-problem" role="alert" className="alert">
          {problem}
        </div>
        <div className="field">
          <label htmlFor="sign-in-email" className="field__label">
            Email
          </label>
          <input
            id="sign-in-email"
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={problem ? 'sign-in-problem' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password" className="field__label">
            Password
          </label>
          <input
            id="sign-in-password"
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={problem ? 'sign-in-problem' : undefined}
          />
        </div>
        <button type="submit" className="button button--primary button--block" aria-disabled={signIn.isPending || undefined}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </StandalonePage>
  );
}
