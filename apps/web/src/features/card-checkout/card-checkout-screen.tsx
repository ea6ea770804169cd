import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../app/router';
import { SUCCESS_TOAST_MS, type Booking, type CheckoutBookingInput, type PaymentNextAction } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { DEFAULT_COMPANY_NAME } from '../../app/company';
import { Link } from '../../app/links';
import { useSettings } from '../../app/settings-provider';
import { BusyButton } from '../../components/ui/busy-button';
import { CardBrandLogos } from '../../components/ui/card-brand-logos';
import { InlineAlert } from '../../components/ui/inline-alert';
import { Toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';
import { cardPaymentApi } from './card-api';
import type { CardFormHandle } from './card-form-handle';
import { CardForm } from './card-form';
import { authenticateWith, payWithMethod, type CardPaymentOutcome } from './card-payment';
import { chargePence, isSandboxKey, isYes, parseCheckoutQuery } from './checkout-query';
import './card-checkout.css';

export type CheckoutTarget = { ok: true; booking: CheckoutBookingInput; fingerprint: string } | { ok: false; message: string };
type PaymentIds = { paymentId: string; sessionId: string };
type Problem = { message: string; detail?: string };

interface CardCheckoutScreenProps {
  /** What is being paid for, read from the stored journey. */
  loadBooking: () => CheckoutTarget;
  /** Saves the booking once the card payment has succeeded. */
  saveBooking: (payment: PaymentIds) => Promise<Booking>;
}

const PAID_NOTE = 'Your payment went through. Press Pay Now to save your booking; your card will not be charged again.';

/** A succeeded payment for this same booking whose booking was not saved yet. */
function paidFor(fingerprint: string | null): PaymentIds | null {
  const stored = readStored('cardPayment');
  return stored && fingerprint && stored.fingerprint === fingerprint ? { paymentId: stored.paymentId, sessionId: stored.sessionId } : null;
}

/** Card checkout (spec §2, §4 card payment). */
export function CardCheckoutScreen({ loadBooking, saveBooking }: CardCheckoutScreenProps) {
  const settings = useSettings();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useMemo(() => parseCheckoutQuery(search), [search]);
  const [target] = useState(loadBooking);
  const [paid, setPaid] = useState(() => paidFor(target.ok ? target.fingerprint : null));
  const [problem, setProblem] = useState<Problem | null>(target.ok ? null : { message: target.message });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const sandbox = query ? isSandboxKey(query.stripeKey) : false;
  const [formReady, setFormReady] = useState(sandbox);
  const onReadyChange = useCallback((ready: boolean) => setFormReady(ready), []);
  const formRef = useRef<CardFormHandle>(null);
  const running = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!query) {
    return (
      <div className="page container checkout-page">
        <title>Card Checkout | Kerbside</title>
        <h1 className="page__title">Pay by card</h1>
        <div className="card checkout-card">
          <p>This payment link is incomplete. Please choose Pay By Card again.</p>
          <Link to="/paymentview" className="button button--primary">
            Back to payment
          </Link>
        </div>
      </div>
    );
  }

  const roundOff = isYes(settings.ROUND_OFF);
  const pence = chargePence(query.amount, roundOff);
  const amountText = formatPounds(pence, settings.CURRENCY?.trim() || '£', roundOff);
  const merchant = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;

  const authenticate = (action: PaymentNextAction) => authenticateWith(formRef.current, sandbox, action);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || done || !target.ok) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      let payment = paid;
      if (!payment) {
        const method = await formRef.current?.createPaymentMethod();
        if (!method?.ok) {
          if (method?.message) setProblem({ message: method.message });
          return;
        }
        const outcome: CardPaymentOutcome = await payWithMethod(cardPaymentApi(target.booking, authenticate), method.paymentMethodId, pence);
        if (!outcome.ok) {
          setProblem(outcome);
          return;
        }
        payment = { paymentId: outcome.paymentId, sessionId: outcome.sessionId };
        // Kept until the booking is saved, so a retry or reload never charges the card twice.
        writeStored('cardPayment', { ...payment, fingerprint: target.fingerprint });
        setPaid(payment);
      }
      const booking = await saveBooking(payment).catch((error: unknown) => {
        setProblem({ message: errorMessage(error) });
        return null;
      });
      if (!booking) return;
      setDone(true);
      timer.current = window.setTimeout(() => void navigate('/paymentSuccessView', { state: { booking } }), SUCCESS_TOAST_MS);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="page container checkout-page">
      <title>Card Checkout | Kerbside</title>
      <h1 className="page__title">Pay by card</h1>
      <form className="card checkout-card" noValidate onSubmit={pay} aria-label="Card payment">
        <p className="checkout-card__amount">
          <span className="checkout-card__amount-label">Amount To Pay</span>
          <strong className="checkout-card__amount-value">{amountText}</strong>
        </p>
        {/* Only a payment that is already through but not yet booked replaces the card form. */}
        {paid && !busy && !done ? (
          <InlineAlert tone="success">{PAID_NOTE}</InlineAlert>
        ) : (
          <CardForm ref={formRef} publishableKey={query.stripeKey} disabled={busy || done} payee={{ amount: amountText, merchant }} onReadyChange={onReadyChange} />
        )}
        {problem && (
          <InlineAlert>
            <p>{problem.message}</p>
            {problem.detail && <p>{problem.detail}</p>}
          </InlineAlert>
        )}
        <BusyButton
          type="submit"
          className="button button--primary button--block"
          busy={busy}
          busyLabel="Processing"
          disabled={done || !target.ok || (!paid && !formReady)}
        >
          Pay Now
        </BusyButton>
        <div className="checkout-card__footer">
          <CardBrandLogos />
          <p className="checkout-card__secure">
            {sandbox ? 'Test payments are handled by our built-in test provider.' : 'Card details go straight to Stripe, never to our servers.'}
          </p>
        </div>
      </form>
      <div className="step-nav">
        <Link to="/paymentview" className="button">
          Back
        </Link>
      </div>
      {done && <Toast message="Payment successful. Your booking is confirmed." />}
    </div>
  );
}
