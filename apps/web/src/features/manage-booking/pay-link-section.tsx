import { lazy, Suspense } from 'react';
import type { ManagedAwaitingPayment, ManagedBooking } from '@kerbside/contract';
import { payLinkHeading, payLinkRequest } from './pay-link-words';

// The card form (and Stripe.js behind it) loads only when the company asked for a card payment.
const PayLinkCardPayment = lazy(() => import('./pay-link-card-payment'));

interface PayLinkSectionProps {
  token: string;
  booking: ManagedBooking;
  awaiting: ManagedAwaitingPayment;
  now: Date;
  onPaid: (booking: ManagedBooking, paid: ManagedAwaitingPayment) => void;
  onRefused: (message: string) => void;
}

/** "Pay £x by card": what the company asked for by a pay link, and the card form that pays it. */
export function PayLinkSection({ token, booking, awaiting, now, onPaid, onRefused }: PayLinkSectionProps) {
  return (
    <section className="card manage-booking__section manage-pay-link" aria-labelledby="manage-pay-link-title">
      <h2 id="manage-pay-link-title" className="manage-booking__heading">
        {payLinkHeading(booking, awaiting)}
      </h2>
      {payLinkRequest(booking, awaiting, now).map((sentence, i) => (
        <p key={sentence} className={i > 0 ? 'manage-booking__muted' : undefined}>
          {sentence}
        </p>
      ))}
      <Suspense fallback={<p className="manage-amend__card-loading">Loading the card form…</p>}>
        <PayLinkCardPayment
          // Another request (a new amount, asked again) is a new payment: nothing of the last one's form carries over.
          key={`${awaiting.kind}:${awaiting.amount_pence}:${awaiting.asked_at}`}
          token={token}
          booking={booking}
          awaiting={awaiting}
          onPaid={(paid) => onPaid(paid, awaiting)}
          onRefused={onRefused}
        />
      </Suspense>
    </section>
  );
}
