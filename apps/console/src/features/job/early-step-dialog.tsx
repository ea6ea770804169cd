import { useState, type FormEvent } from 'react';
import { STEP_REASON_MAX } from '@kerbside/contract';
import { TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { earlyReasonProblem } from './early-step';

interface EarlyStepDialogProps {
  /** 'Mark SKY-… on the way early?' */
  title: string;
  /** The server's words: when the pick-up is and why it asks. */
  message: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the confirmed step, if it came. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The server refused a step as early for the pick-up time (409, `confirmation_needed`): say why,
 * ask for a reason (kept in the job's history), and send the step again, confirmed.
 */
export function EarlyStepDialog({ title, message, submitLabel, pending, error, onConfirm, onClose }: EarlyStepDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const wrong = earlyReasonProblem(reason);
    if (wrong) {
      setProblem(wrong);
      document.getElementById('early-reason')?.focus();
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} cancelLabel="Not now" submitLabel={submitLabel} pendingLabel="Working…" pending={pending} />}
    >
      <AlertRegion id="early-problem">{error}</AlertRegion>
      <p>{message}</p>
      <TextField
        id="early-reason"
        label="Reason"
        hint="Kept in the job's history with your name."
        value={reason}
        error={problem}
        input={{ maxLength: STEP_REASON_MAX, autoComplete: 'off' }}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
      />
    </Dialog>
  );
}
