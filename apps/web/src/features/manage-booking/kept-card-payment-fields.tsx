import { InlineAlert } from '../../components/ui/inline-alert';
import { CardForm } from '../card-checkout/card-form';
import type { KeptCardPayment } from './use-kept-card-payment';

interface KeptCardPaymentFieldsProps {
  payment: KeptCardPayment;
  /** The amount as the page shows it, and who is paid (the sandbox's 3-D Secure challenge shows both). */
  payee: { amount: string; merchant: string };
  /** Said once the payment went through and is still to be kept (the button then keeps it). */
  paidText: string;
}

/** The card form of a manage-page payment (or, once paid, that it went through) and what went wrong. */
export function KeptCardPaymentFields({ payment, payee, paidText }: KeptCardPaymentFieldsProps) {
  const { key, publishableKey, paidIntent, problem, busy, formRef, onReadyChange } = payment;
  return (
    <>
      {key === null && (
        <p className="manage-amend__card-loading" role="status">
          Loading the card form…
        </p>
      )}
      {key && 'failed' in key && <InlineAlert>{key.failed}</InlineAlert>}
      {publishableKey !== null &&
        (paidIntent ? (
          <InlineAlert tone="success">{paidText}</InlineAlert>
        ) : (
          <div className="manage-amend__card-fields">
            <CardForm ref={formRef} publishableKey={publishableKey} disabled={busy} payee={payee} onReadyChange={onReadyChange} />
          </div>
        ))}
      {problem && (
        <InlineAlert>
          <p>{problem.message}</p>
          {problem.detail && <p>{problem.detail}</p>}
        </InlineAlert>
      )}
    </>
  );
}
