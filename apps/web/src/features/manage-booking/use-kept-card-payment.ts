import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type PaymentNextAction } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { confirmPaymentIntent } from '../card-checkout/card-api';
import type { CardFormHandle } from '../card-checkout/card-form-handle';
import { authenticateWith, payWithMethod, type CardPaymentApi } from '../card-checkout/card-payment';
import { isSandboxKey } from '../card-checkout/checkout-query';
import { fetchCardKey } from '../payment/booking-api';

export interface KeptCardPaymentOptions {
  amountPence: number;
  /** Opens the payment intent for what the page shows. */
  createIntent: (paymentMethodId: string, amountPence: number) => Promise<{ paymentIntentId: string }>;
  /** Puts the paid intent to its use (the change, the pay link's payment); throws the server's refusal. */
  keep: (intentId: string) => Promise<void>;
  /** The server would not take the payment for what the page shows (409 from either call): its words. */
  onRefused: (message: string) => void;
}

export type KeptCardPaymentProblem = { message: string; detail?: string };

/**
 * The server's words when the passenger can act on them (4xx, and 503: the provider is down, or the
 * payment is being recorded); anything else is a failure of ours: try later.
 */
export const problemText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && (error.status < 500 || error.status === 503) ? error.message : MESSAGES.tryLater;

/**
 * A card payment on the manage page (a dearer change's difference, a pay link): the checkout's card
 * key and form, the payment with 3-D Secure, then `keep` with the paid intent. A payment that went
 * through stays in state, so a failed `keep` is retried without paying again (an intent never kept
 * is refunded by the server).
 */
export function useKeptCardPayment({ amountPence, createIntent, keep, onRefused }: KeptCardPaymentOptions) {
  const [key, setKey] = useState<{ key: string } | { failed: string } | null>(null);
  const [formReady, setFormReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<KeptCardPaymentProblem | null>(null);
  const [paidIntent, setPaidIntent] = useState<string | null>(null);
  const formRef = useRef<CardFormHandle>(null);
  const running = useRef(false);
  const onReadyChange = useCallback((ready: boolean) => setFormReady(ready), []);

  useEffect(() => {
    const abort = new AbortController();
    fetchCardKey().then(
      (publishableKey) => {
        if (!abort.signal.aborted) setKey({ key: publishableKey });
      },
      () => {
        if (!abort.signal.aborted) setKey({ failed: MESSAGES.tryLater });
      },
    );
    return () => abort.abort();
  }, []);

  const publishableKey = key && 'key' in key ? key.key : null;
  const sandbox = publishableKey !== null && isSandboxKey(publishableKey);

  const keepPaid = async (intentId: string) => {
    try {
      await keep(intentId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onRefused(error.message);
      else setProblem({ message: problemText(error) });
    }
  };

  const pay = async () => {
    if (running.current || publishableKey === null) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      if (paidIntent) {
        await keepPaid(paidIntent);
        return;
      }
      const method = await formRef.current?.createPaymentMethod();
      if (!method?.ok) {
        if (method?.message) setProblem({ message: method.message });
        return;
      }
      // The intent's refusal (409) is the server's word on what the page shows, not a failed payment.
      const refused: { error: ApiError | null } = { error: null };
      const payments: CardPaymentApi = {
        authenticate: (action: PaymentNextAction) => authenticateWith(formRef.current, sandbox, action),
        async createIntent(paymentMethodId, amount) {
          try {
            return await createIntent(paymentMethodId, amount);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) refused.error = error;
            throw error;
          }
        },
        confirmIntent: confirmPaymentIntent,
      };
      const outcome = await payWithMethod(payments, method.paymentMethodId, amountPence);
      if (refused.error) {
        onRefused(refused.error.message);
        return;
      }
      if (!outcome.ok) {
        setProblem(outcome);
        return;
      }
      setPaidIntent(outcome.paymentId);
      await keepPaid(outcome.paymentId);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return {
    key,
    publishableKey,
    formRef,
    onReadyChange,
    busy,
    problem,
    paidIntent,
    /** The button can be pressed: a paid intent to keep, or a form ready for the card (the sandbox's at once). */
    canPay: publishableKey !== null && (paidIntent !== null || sandbox || formReady),
    pay,
  };
}

export type KeptCardPayment = ReturnType<typeof useKeptCardPayment>;
