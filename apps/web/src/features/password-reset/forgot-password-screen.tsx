import { useEffect, useId, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../app/router';
import { SUCCESS_TOAST_MS } from '@kerbside/contract';
import { Link } from '../../app/links';
import { InlineAlert } from '../../components/ui/inline-alert';
import { passwordResetDone, signInAfterReset } from '../../lib/sign-in-paths';
import { Stepper } from '../../components/ui/stepper';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { INITIAL_RESET, resetReducer, STEP_LABELS, STEP_TITLES, stepAnnouncement } from './reset-steps';
import './password-reset.css';

const PERSONAL_DETAIL = '/personalDetailView';

/**
 * /forgot_password: email → code → new password (spec §2, §5, §8), then back where the reset
 * started: Personal Detail (spec §2), or Sign In with its redirect and the email filled in.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = signInAfterReset(params);
  const back = signIn ? { to: signIn, label: 'Back to Sign In' } : { to: PERSONAL_DETAIL, label: 'Back to Personal Detail' };
  const id = useId();
  const noticeId = `${id}-notice`;
  const [state, dispatch] = useReducer(resetReducer, INITIAL_RESET);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // Each new step: focus its heading, so keyboard and screen-reader users start at the top of it.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const { done, email } = state;
  useEffect(() => {
    if (!done) return;
    const leave = () => void (signIn ? navigate(signIn, { replace: true, state: passwordResetDone(email) }) : navigate(PERSONAL_DETAIL));
    const timer = window.setTimeout(leave, SUCCESS_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [done, email, signIn, navigate]);

  const errorId = state.notice?.tone === 'error' ? noticeId : undefined;

  return (
    <div className="page container reset">
      <title>Forgot Password | Kerbside</title>
      <div className="card reset__card">
        <h1 className="reset__title">Forgot Password</h1>
        <Stepper steps={STEP_LABELS} current={state.done ? 4 : state.step} label="Password reset steps" compact />
        <p className="visually-hidden" aria-live="polite">
          {stepAnnouncement(state.step)}
        </p>
        <h2 ref={heading} tabIndex={-1} className="reset__step-title">
          {STEP_TITLES[state.step]}
        </h2>
        {state.notice && (
          <InlineAlert id={noticeId} tone={state.notice.tone}>
            {state.notice.text}
          </InlineAlert>
        )}
        {state.step === 1 && (
          <EmailStep idPrefix={id} initialEmail={state.email} dispatch={dispatch} describedBy={errorId} />
        )}
        {state.step === 2 && <CodeStep idPrefix={id} email={state.email} dispatch={dispatch} describedBy={errorId} />}
        {state.step === 3 && (
          <PasswordStep
            idPrefix={id}
            email={state.email}
            code={state.code}
            done={state.done}
            dispatch={dispatch}
            describedBy={errorId}
          />
        )}
      </div>
      <p className="reset__back">
        <Link to={back.to} className="reset__back-link">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      </p>
    </div>
  );
}
