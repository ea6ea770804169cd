import type { FormEvent } from 'react';
import type { JobDetail, JobListItem, Refund } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { useCancelJob } from './job-api';
import { useRefundForm } from './refund-form';

interface CancelJobDialogProps {
  detail: JobDetail;
  onClose: () => void;
  onDone: (job: JobListItem, refund: Refund | null) => void;
}

/** Cancel the job with a reason; a card-paid booking also asks how much goes back to the card. */
export function CancelJobDialog({ detail, onClose, onDone }: CancelJobDialogProps) {
  const { job, booking, refunds } = detail;
  const refundable = booking.payment_method === 'card' ? refunds.refundable_pence : 0;
  const form = useRefundForm({ prefix: 'cancel', refundable, currency: booking.currency_symbol, reasonMissing: 'Give a reason for cancelling' });
  const cancel = useCancelJob((result) => onDone(result.job, result.refund));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const asked = form.read();
    if (!asked) return;
    cancel.mutate({ id: job.id, body: { reason: asked.reason, ...(asked.refundPence !== undefined ? { refund_pence: asked.refundPence } : {}) } });
  }

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
      <AlertRegion id="cancel-problem">{cancel.error ? errorMessage(cancel.error) : form.alert}</AlertRegion>
      <p>The passenger is sent a mail with the reason{refundable > 0 ? ' and any refund' : ''}.</p>
      {form.reasonField}
      {refundable > 0 ? (
        <>
          {form.refundFields({ legend: 'Refund to the card', allowNone: true })}
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
