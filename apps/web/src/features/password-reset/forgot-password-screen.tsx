import { useEffect, useId, useReducer, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_TOAST_MS } from '@kerbside/contract';
import { InlineAlert } from '../../components/ui/inline-alert';
import { Stepper } from '../../components/ui/stepper';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { INITIAL_RESET, resetReducer, STEP_LABELS, STEP_TITLES, stepAnnouncement } from './reset-steps';
import './password-reset.css';

const AFTER_RESET = '/personalDetailView';

/** /forgot_password: email → code → new password, then back to Personal Detail (spec §2, §5, §8). */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
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

  useEffect(() => {
    if (!state.done) return;
    const timer = window.setTimeout(() => void navigate(AFTER_RESET), SUCCESS_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [state.done, navigate]);

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
        <Link to={AFTER_RESET} className="reset__back-link">
          <span aria-hidden="true">←</span> Back to Personal Detail
        </Link>
      </p>
    </div>
  );
}
