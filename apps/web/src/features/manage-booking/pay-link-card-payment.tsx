import type { ManagedAwaitingPayment, ManagedBooking } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { KeptCardPaymentFields } from './kept-card-payment-fields';
import { createPayLinkIntent, payAwaited } from './manage-booking-api';
import { payLinkButton, payLinkPaidText } from './pay-link-words';
import { useKeptCardPayment } from './use-kept-card-payment';

export interface PayLinkCardPaymentProps {
  token: string;
  booking: ManagedBooking;
  awaiting: ManagedAwaitingPayment;
  /** Kept: the booking as the server answered it. */
  onPaid: (booking: ManagedBooking) => void;
  /** The server would not take or keep this payment (409: nothing awaited any more, another amount, refunded). */
  onRefused: (message: string) => void;
}

/**
 * Paying what the company asked for by a pay link: the checkout's card form (loaded with this chunk
 * only when a payment awaits), 3-D Secure, then the payment kept with its intent (kept in state, so
 * a failed keep is retried without paying again).
 */
export default function PayLinkCardPayment({ token, booking, awaiting, onPaid, onRefused }: PayLinkCardPaymentProps) {
  const payment = useKeptCardPayment({
    amountPence: awaiting.amount_pence,
    createIntent: (paymentMethodId, amountPence) => createPayLinkIntent(token, paymentMethodId, amountPence),
    keep: async (intentId) => onPaid(await payAwaited(token, intentId)),
    onRefused,
  });

  return (
    <div className="manage-amend__card">
      <KeptCardPaymentFields
        payment={payment}
        payee={{ amount: formatPounds(awaiting.amount_pence, booking.currency_symbol), merchant: booking.company.name }}
        paidText={payLinkPaidText(booking, awaiting)}
      />
      <div className="manage-amend__actions">
        <BusyButton className="button button--primary" busy={payment.busy} busyLabel="Processing…" disabled={!payment.canPay} onClick={() => void payment.pay()}>
          {payment.paidIntent ? 'Try again' : payLinkButton(booking, awaiting)}
        </BusyButton>
      </div>
    </div>
  );
}
