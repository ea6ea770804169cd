import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type AmendPreview, type ManageBookingAmendResult, type PaymentNextAction } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { ApiError } from '../../lib/api-client';
import { confirmPaymentIntent } from '../card-checkout/card-api';
import { CardForm } from '../card-checkout/card-form';
import type { CardFormHandle } from '../card-checkout/card-form-handle';
import { authenticateWith, payWithMethod, type CardPaymentApi } from '../card-checkout/card-payment';
import { isSandboxKey } from '../card-checkout/checkout-query';
import { fetchCardKey } from '../payment/booking-api';
import { confirmLabel } from './amend-words';
import { amendManagedBooking, createAmendIntent, type AmendChanges } from './manage-booking-api';

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

type Problem = { message: string; detail?: string };

/**
 * Paying the difference of a dearer change by card: the checkout's card form (loaded with this
 * chunk only when a change costs more) and its payment with 3-D Secure, then the change with the
 * paid intent. A payment that went through is kept, so a failed change is retried without paying
 * again (an intent never used for the change is refunded by the server).
 */
export default function AmendCardPayment({ token, changes, preview, merchant, onBack, onAmended, onRefused }: AmendCardPaymentProps) {
  const [key, setKey] = useState<{ key: string } | { failed: string } | null>(null);
  const [formReady, setFormReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
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
  const amount = formatPounds(preview.difference_pence, preview.currency_symbol);

  /** The change itself, with the paid intent. */
  const amend = async (intentId: string) => {
    try {
      onAmended(await amendManagedBooking(token, changes, preview.new_amount_pence, intentId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onRefused(error.message);
      else setProblem({ message: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.tryLater });
    }
  };

  const pay = async () => {
    if (running.current || publishableKey === null) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      if (paidIntent) {
        await amend(paidIntent);
        return;
      }
      const method = await formRef.current?.createPaymentMethod();
      if (!method?.ok) {
        if (method?.message) setProblem({ message: method.message });
        return;
      }
      // The intent's refusal is the server's word on the change (409): the page shows the price again.
      const refused: { error: ApiError | null } = { error: null };
      const payments: CardPaymentApi = {
        authenticate: (action: PaymentNextAction) => authenticateWith(formRef.current, sandbox, action),
        async createIntent(paymentMethodId, amountPence) {
          try {
            return await createAmendIntent(token, changes, preview.new_amount_pence, paymentMethodId, amountPence);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) refused.error = error;
            throw error;
          }
        },
        confirmIntent: confirmPaymentIntent,
      };
      const outcome = await payWithMethod(payments, method.paymentMethodId, preview.difference_pence);
      if (refused.error) {
        onRefused(refused.error.message);
        return;
      }
      if (!outcome.ok) {
        setProblem(outcome);
        return;
      }
      setPaidIntent(outcome.paymentId);
      await amend(outcome.paymentId);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="manage-amend__card">
      {key === null && (
        <p className="manage-amend__card-loading" role="status">
          Loading the card form…
        </p>
      )}
      {key && 'failed' in key && <InlineAlert>{key.failed}</InlineAlert>}
      {publishableKey !== null &&
        (paidIntent ? (
          <InlineAlert tone="success">{`Your payment of ${amount} went through. Press Confirm change to make the change; your card will not be charged again.`}</InlineAlert>
        ) : (
          <div className="manage-amend__card-fields">
            <CardForm ref={formRef} publishableKey={publishableKey} disabled={busy} payee={{ amount, merchant }} onReadyChange={onReadyChange} />
          </div>
        ))}
      {problem && (
        <InlineAlert>
          <p>{problem.message}</p>
          {problem.detail && <p>{problem.detail}</p>}
        </InlineAlert>
      )}
      <div className="manage-amend__actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          Back to changes
        </button>
        <BusyButton
          className="button button--primary"
          busy={busy}
          busyLabel="Processing…"
          disabled={publishableKey === null || (!paidIntent && !sandbox && !formReady)}
          onClick={() => void pay()}
        >
          {paidIntent ? 'Confirm change' : confirmLabel(preview)}
        </BusyButton>
      </div>
    </div>
  );
}
