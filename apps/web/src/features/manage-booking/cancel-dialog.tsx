import { useState, type RefObject } from 'react';
import { MESSAGES, type ManageBookingCancelResult, type ManagedBooking } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { Dialog } from '../../components/ui/dialog';
import { InlineAlert } from '../../components/ui/inline-alert';
import { ApiError } from '../../lib/api-client';
import { cancelSentences } from './booking-words';
import { cancelManagedBooking, fetchManagedBooking } from './manage-booking-api';

interface CancelDialogProps {
  open: boolean;
  token: string;
  booking: ManagedBooking;
  now: Date;
  /** Where focus goes when the dialog closes without cancelling. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onCancelled: (result: ManageBookingCancelResult) => void;
  /** A fresher copy of the booking (its fee changed meanwhile). */
  onRefreshed: (booking: ManagedBooking) => void;
}

/**
 * "Cancel this booking?": the fee and the refund in words, as the server priced them. The fee goes
 * back with the request, so a fee that changed meanwhile is refused; the dialog then shows the new
 * amounts and says so, and the passenger decides again.
 */
export function CancelDialog({ open, token, booking, now, returnFocus, onClose, onCancelled, onRefreshed }: CancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setProblem(null);
    onClose();
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onCancelled(await cancelManagedBooking(token, booking.cancellation.fee_pence));
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.tryLater;
      setProblem(message);
      // The booking may have changed (a new fee, cancelled elsewhere): show it as it is now.
      if (error instanceof ApiError && error.status === 409) await fetchManagedBooking(token).then(onRefreshed, () => undefined);
    } finally {
      setBusy(false);
    }
  }

  const possible = booking.cancellation.possible;
  return (
    <Dialog
      open={open}
      title="Cancel this booking?"
      tone="warning"
      onClose={close}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="button" onClick={close} disabled={busy}>
            Keep booking
          </button>
          {possible && (
            <BusyButton className="button button--warning" busy={busy} busyLabel="Cancelling…" onClick={() => void confirm()}>
              Cancel booking
            </BusyButton>
          )}
        </>
      }
    >
      <div className="manage-cancel">
        <p className="manage-cancel__number">
          Booking <strong>{booking.booking_number}</strong>
        </p>
        {possible ? cancelSentences(booking, now).map((sentence) => <p key={sentence}>{sentence}</p>) : <p>{booking.cancellation.blocked}</p>}
        {problem && <InlineAlert>{problem}</InlineAlert>}
      </div>
    </Dialog>
  );
}
