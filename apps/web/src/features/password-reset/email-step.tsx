import { useState, type Dispatch, type FormEvent } from 'react';
import { BusyButton } from '../../components/ui/busy-button';
import { TextField } from '../../components/ui/text-field';
import { sendResetCode } from './reset-api';
import { emailIssue, sendCodeError } from './reset-rules';
import type { ResetAction } from './reset-steps';
import { useStepSubmit } from './use-step-submit';

interface EmailStepProps {
  idPrefix: string;
  initialEmail: string;
  dispatch: Dispatch<ResetAction>;
  /** The form alert, when it is about this field. */
  describedBy?: string;
}

/** Step 1: the email of the account; a code is sent to it. */
export function EmailStep({ idPrefix, initialEmail, dispatch, describedBy }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [issue, setIssue] = useState<string | null>(null);
  const { busy, run, mounted } = useStepSubmit();
  const inputId = `${idPrefix}-email`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailIssue(email);
    setIssue(found);
    if (found) {
      document.getElementById(inputId)?.focus();
      return;
    }
    void run(async () => {
      try {
        await sendResetCode(email.trim());
        if (mounted.current) dispatch({ type: 'codeSent', email: email.trim() });
      } catch (error) {
        if (mounted.current) dispatch({ type: 'failed', message: sendCodeError(error) });
      }
    });
  };

  return (
    <form className="reset__form" noValidate onSubmit={submit}>
      <p className="reset__hint">Enter the email of your account and we will send you a 6-digit code.</p>
      <TextField
        id={inputId}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(v) => {
          setEmail(v);
          setIssue(null);
          dispatch({ type: 'edited' });
        }}
        error={issue}
        describedBy={describedBy}
      />
      <div className="reset__actions">
        <BusyButton type="submit" className="button button--primary" busy={busy} busyLabel="Sending…">
          Send code
        </BusyButton>
      </div>
    </form>
  );
}
