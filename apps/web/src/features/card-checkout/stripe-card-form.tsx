import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardFormHandle } from './card-form-handle';
import { paymentFailed } from './card-payment';

type LoadState = 'loading' | 'ready' | 'failed';

const LOADING = 'The card form is still loading. Please try again in a moment.';
const NOT_AUTHENTICATED = 'Your bank could not confirm this payment.';

interface StripeCardFormProps {
  ref: Ref<CardFormHandle>;
  publishableKey: string;
  onReadyChange: (ready: boolean) => void;
}

/**
 * Stripe's Card Element. Stripe.js is imported here only, on demand, so no other screen loads it;
 * the card number never touches our page or server, only the payment method id comes back. When
 * the bank asks for 3-D Secure, the same Stripe instance runs it (handleCardAction).
 */
export function StripeCardForm({ ref, publishableKey, onReadyChange }: StripeCardFormProps) {
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    onReadyChange(false);
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountRef.current) throw new Error('Stripe.js did not load');
        card = stripe.elements().create('card', {
          style: {
            base: { fontSize: '16px', color: '#1c2624', fontFamily: 'system-ui, sans-serif', '::placeholder': { color: '#55615e' } },
            invalid: { color: '#b3261e' },
          },
        });
        card.on('change', (event) => setFieldError(event.error?.message ?? null));
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
        setState('ready');
        onReadyChange(true);
      })
      .catch((error: unknown) => {
        console.error('Stripe.js failed to load', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, onReadyChange]);

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      const current = stripeRef.current;
      if (!current) return { ok: false, message: LOADING };
      const { paymentMethod, error } = await current.stripe.createPaymentMethod({ type: 'card', card: current.card });
      if (error || !paymentMethod) return { ok: false, message: paymentFailed(error?.message) };
      return { ok: true, paymentMethodId: paymentMethod.id };
    },

    async authenticate(clientSecret) {
      const current = stripeRef.current;
      if (!current) return { ok: false, message: LOADING };
      // Manual confirmation: Stripe.js shows the bank's check; the intent then waits for our server to confirm it again.
      const { error } = await current.stripe.handleCardAction(clientSecret);
      return error ? { ok: false, message: error.message ?? NOT_AUTHENTICATED } : { ok: true };
    },
  }));

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <span id={labelId} className="field__label">
        Card details
      </span>
      <div
        ref={mountRef}
        className="input stripe-card"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={fieldError ? errorId : undefined}
        aria-busy={state === 'loading' || undefined}
      />
      {state === 'loading' && <span className="field__hint">Loading the secure card form…</span>}
      {state === 'failed' && (
        <span className="field__error" role="alert">
          The secure card form could not load. Check your connection and reload the page.
        </span>
      )}
      {fieldError && (
        <span id={errorId} className="field__error">
          {fieldError}
        </span>
      )}
    </div>
  );
}
