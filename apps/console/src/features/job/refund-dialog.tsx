import { useState, type FormEvent } from 'react';
import type { JobDetail } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage } from '../../lib/api-client';
import { useRefundBooking } from './job-api';
import { refundDoneText } from './refund-amount';
import { useRefundForm } from './refund-form';

/** Refund… on the job page: money back to the card without cancelling (a late car, a goodwill gesture). */
export function RefundButton({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const [open, setOpen] = useState(false);
  if (detail.booking.payment_method !== 'card' || detail.refunds.refundable_pence <= 0) return null;
  return (
    <>
      <p className="job-refund-action">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Refund…
        </button>
      </p>
      {open && (
        <RefundDialog
          detail={detail}
          onClose={() => setOpen(false)}
          onDone={(text) => {
            setOpen(false);
            onNotice({ tone: 'success', text });
          }}
        />
      )}
    </>
  );
}

function RefundDialog({ detail, onClose, onDone }: { detail: JobDetail; onClose: () => void; onDone: (text: string) => void }) {
  const { job, booking, refunds } = detail;
  const form = useRefundForm({ prefix: 'refund', refundable: refunds.refundable_pence, currency: booking.currency_symbol, reasonMissing: 'Give a reason for the refund' });
  const refund = useRefundBooking((result) => onDone(`${job.booking_number}: ${refundDoneText(result.refund, booking.currency_symbol)}`));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refund.isPending) return;
    const asked = form.read();
    if (!asked || asked.refundPence === undefined) return;
    refund.mutate({ bookingId: job.booking_id, body: { reason: asked.reason, amount_pence: asked.refundPence } });
  }

  return (
    <Dialog
      title={`Refund ${job.booking_number}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Refund" pendingLabel="Refunding…" pending={refund.isPending} />}
    >
      <AlertRegion id="refund-problem">{refund.error ? errorMessage(refund.error) : form.alert}</AlertRegion>
      <p>The job stays as it is. The passenger is sent a mail with the amount and the reason.</p>
      {form.reasonField}
      {form.refundFields({ legend: 'How much', allowNone: false })}
      {detail.legs.length > 1 && <p className="cancel-note">The card payment is for the whole booking, both legs.</p>}
    </Dialog>
  );
}
