import type { AmendPreview, ManageBookingAmendResult } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { confirmLabel } from './amend-words';
import { KeptCardPaymentFields } from './kept-card-payment-fields';
import { amendManagedBooking, createAmendIntent, type AmendChanges } from './manage-booking-api';
import { useKeptCardPayment } from './use-kept-card-payment';

export interface AmendCardPaymentProps {
  token: string;
  changes: AmendChanges;
  preview: AmendPreview;
  merchant: string;
  onBack: () => void;
  onAmended: (result: ManageBookingAmendResult) => void;
  /** The server refused the change (409: the price moved, or the booking can no longer change). */
  onRefused: (message: string) => void;
}

/**
 * Paying the difference of a dearer change by card: the checkout's card form (loaded with this
 * chunk only when a change costs more) and its payment with 3-D Secure, then the change with the
 * paid intent (kept, so a failed change is retried without paying again).
 */
export default function AmendCardPayment({ token, changes, preview, merchant, onBack, onAmended, onRefused }: AmendCardPaymentProps) {
  const payment = useKeptCardPayment({
    amountPence: preview.difference_pence,
    createIntent: (paymentMethodId, amountPence) => createAmendIntent(token, changes, preview.new_amount_pence, paymentMethodId, amountPence),
    keep: async (intentId) => onAmended(await amendManagedBooking(token, changes, preview.new_amount_pence, intentId)),
    onRefused,
  });
  const amount = formatPounds(preview.difference_pence, preview.currency_symbol);

  return (
    <div className="manage-amend__card">
      <KeptCardPaymentFields
        payment={payment}
        payee={{ amount, merchant }}
        paidText={`Your payment of ${amount} went through. Press Confirm change to make the change; your card will not be charged again.`}
      />
      <div className="manage-amend__actions">
        <button type="button" className="button" onClick={onBack} disabled={payment.busy}>
          Back to changes
        </button>
        <BusyButton className="button button--primary" busy={payment.busy} busyLabel="Processing…" disabled={!payment.canPay} onClick={() => void payment.pay()}>
          {payment.paidIntent ? 'Confirm change' : confirmLabel(preview)}
        </BusyButton>
      </div>
    </div>
  );
}
