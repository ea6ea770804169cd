import { useState, type FormEvent } from 'react';
import type { CancelJobRequest, JobDetail, JobListItem, Refund } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { FormField, TextField } from '../../components/form-field';
import { errorMessage } from '../../lib/api-client';
import { useCancelJob } from './job-api';
import { parseRefundPounds } from './refund-amount';

type RefundChoice = 'full' | 'part' | 'none';

interface CancelJobDialogProps {
  detail: JobDetail;
  onClose: () => void;
  onDone: (job: JobListItem, refund: Refund | null) => void;
}

interface Problems {
  reason?: string;
  refund?: string;
  amount?: string;
}

/** Cancel the job with a reason; a card-paid booking also asks how much goes back to the card. */
export function CancelJobDialog({ detail, onClose, onDone }: CancelJobDialogProps) {
  const { job, booking, refunds } = detail;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const refundable = booking.payment_method === 'card' ? refunds.refundable_pence : 0;
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<RefundChoice | ''>('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const cancel = useCancelJob();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const found: Problems = {};
    if (reason.trim() === '') found.reason = 'Give a reason for cancelling';
    let refundPence: CancelJobRequest['refund_pence'];
    if (refundable > 0) {
      if (choice === '') found.refund = 'Choose how much to refund';
      if (choice === 'full') refundPence = 'full';
      if (choice === 'part') {
        const parsed = parseRefundPounds(amount, refundable, booking.currency_symbol);
        if (parsed.ok) refundPence = parsed.pence;
        else found.amount = parsed.message;
      }
    }
    setProblems(found);
    const first = found.reason ? 'cancel-reason' : found.refund ? 'cancel-refund-full' : found.amount ? 'cancel-amount' : null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    cancel.mutate(
      { id: job.id, body: { reason: reason.trim(), ...(refundPence !== undefined ? { refund_pence: refundPence } : {}) } },
      { onSuccess: (result) => onDone(result.job, result.refund) },
    );
  }

  const count = Object.keys(problems).length;
  const alert = cancel.error ? errorMessage(cancel.error) : count > 0 ? `Check ${count === 1 ? 'the field' : `the ${count} fields`} marked below.` : null;

  return (
    <Dialog
      title={`Cancel ${job.booking_number}${job.leg === 'return' ? ' (return leg)' : ''}?`}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <FormDialogActions
          onCancel={onClose}
          cancelLabel="Keep the job"
          submitLabel="Cancel the job"
          pendingLabel="Cancelling…"
          pending={cancel.isPending}
          danger
        />
      }
    >
      <AlertRegion id="cancel-problem">{alert}</AlertRegion>
      <p>The passenger is sent a mail with the reason{refundable > 0 ? ' and any refund' : ''}.</p>
      <FormField id="cancel-reason" label="Reason" error={problems.reason} hint="The passenger reads this.">
        {(a11y) => (
          <textarea
            {...a11y}
            id="cancel-reason"
            className="textarea"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblems(({ reason: _fixed, ...rest }) => rest);
            }}
          />
        )}
      </FormField>
      {refundable > 0 ? (
        <>
          <ChoiceGroup<RefundChoice>
            name="cancel-refund"
            legend="Refund to the card"
            value={choice}
            error={problems.refund}
            onChange={(value) => {
              setChoice(value);
              setProblems(({ refund: _fixed, amount: _amount, ...rest }) => rest);
            }}
            choices={[
              { value: 'full', label: 'Full refund', description: `${money(refundable)} back to the card` },
              { value: 'part', label: 'Part refund', description: `An amount up to ${money(refundable)}` },
              { value: 'none', label: 'No refund', description: 'The card payment stays as it is' },
            ]}
          />
          {choice === 'part' && (
            <TextField
              id="cancel-amount"
              label={`Amount to refund (${booking.currency_symbol})`}
              hint={`At most ${money(refundable)}`}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setProblems(({ amount: _fixed, ...rest }) => rest);
              }}
              error={problems.amount}
              input={{ inputMode: 'decimal', autoComplete: 'off' }}
            />
          )}
          {detail.legs.length > 1 && <p className="cancel-note">The card payment is for the whole booking, both legs.</p>}
        </>
      ) : (
        <p className="cancel-note">
          {booking.payment_method === 'car'
            ? 'Paid in the car: there is nothing to refund.'
            : refunds.paid_pence > 0
              ? 'The card payment has been refunded in full already.'
              : 'No card payment was taken: there is nothing to refund.'}
        </p>
      )}
    </Dialog>
  );
}
