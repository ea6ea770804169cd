import { useState, type Dispatch, type FormEvent } from 'react';
import { BusyButton } from '../../components/ui/busy-button';
import { TextField } from '../../components/ui/text-field';
import { verifyResetCode } from './reset-api';
import { codeIssue, verifyCodeError } from './reset-rules';
import type { ResetAction } from './reset-steps';
import { useStepSubmit } from './use-step-submit';

interface CodeStepProps {
  idPrefix: string;
  email: string;
  dispatch: Dispatch<ResetAction>;
  describedBy?: string;
}

/** Step 2: the code from the email. Back returns to step 1 to correct the email or send again. */
export function CodeStep({ idPrefix, email, dispatch, describedBy }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const { busy, run, mounted } = useStepSubmit();
  const inputId = `${idPrefix}-code`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = codeIssue(code);
    setIssue(found);
    if (found) {
      document.getElementById(inputId)?.focus();
      return;
    }
    void run(async () => {
      try {
        await verifyResetCode(email, code.trim());
        if (mounted.current) dispatch({ type: 'codeVerified', code: code.trim() });
      } catch (error) {
        if (mounted.current) dispatch({ type: 'failed', message: verifyCodeError(error) });
      }
    });
  };

  return (
    <form className="reset__form" noValidate onSubmit={submit}>
      <p className="reset__hint">
        We sent a code to <strong>{email}</strong>. It works for a short time only.
      </p>
      <TextField
        id={inputId}
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        required
        className="input reset__code"
        value={code}
        onChange={(v) => {
          setCode(v.replace(/\s+/g, ''));
          setIssue(null);
          dispatch({ type: 'edited' });
        }}
        error={issue}
        describedBy={describedBy}
      />
      <div className="reset__actions">
        <button type="button" className="button" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          Back
        </button>
        <BusyButton type="submit" className="button button--primary" busy={busy} busyLabel="Checking…">
          Verify code
        </BusyButton>
      </div>
    </form>
  );
}
