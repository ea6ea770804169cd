import type { Ref } from 'react';
import type { CardFormHandle } from './card-form-handle';
import { isSandboxKey } from './checkout-query';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';
import './card-checkout.css';

const SANDBOX_NOTE = 'Test mode: use 4242 4242 4242 4242 with any future date and any CVC; 4000 0027 6000 3184 asks for 3-D Secure';

interface CardFormProps {
  ref: Ref<CardFormHandle>;
  /** The card provider's publishable key: the built-in test provider's, or Stripe's. */
  publishableKey: string;
  disabled: boolean;
  /** What the test provider's 3-D Secure challenge shows: the amount as the page shows it, and who is paid. */
  payee: { amount: string; merchant: string };
  /** Stripe's form is usable only once Stripe.js has loaded; the test provider's at once. */
  onReadyChange: (ready: boolean) => void;
}

/** The card form of the key's provider, with its test-mode note: the checkout's, and the manage page's for a difference. */
export function CardForm({ ref, publishableKey, disabled, payee, onReadyChange }: CardFormProps) {
  if (isSandboxKey(publishableKey)) {
    return (
      <>
        <p className="checkout-card__test-note">{SANDBOX_NOTE}</p>
        <SandboxCardForm ref={ref} disabled={disabled} payee={payee} />
      </>
    );
  }
  return (
    <>
      {publishableKey.startsWith('pk_test_') && <p className="checkout-card__test-note">Stripe test mode: no real card is charged.</p>}
      <StripeCardForm ref={ref} publishableKey={publishableKey} onReadyChange={onReadyChange} />
    </>
  );
}
