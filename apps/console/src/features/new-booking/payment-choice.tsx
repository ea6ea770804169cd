/**
 * How the caller pays, on New booking and on a quote request's Book: in the car, or by card
 * through a pay link mailed at once. ↑ ↓ choose; Enter books, as on the vehicles.
 */
import type { KeyboardEvent } from 'react';
import { DESK_PAYMENT_LABELS, DESK_PAYMENTS, type DeskPayment } from '@kerbside/contract';
import { ChoiceGroup } from '../../components/choice-group';
import { payLinkDescription, payLinkEmailProblem } from './desk-payment';
import './payment-choice.css';

interface PaymentChoiceProps {
  /** The radios' name, unique on the page. */
  name: string;
  value: DeskPayment;
  onChange: (payment: DeskPayment) => void;
  /** The caller's email as typed: the pay link is mailed there. */
  email: string;
  onEnter?: () => void;
}

export function PaymentChoice({ name, value, onChange, email, onEnter }: PaymentChoiceProps) {
  function enter(event: KeyboardEvent<HTMLDivElement>) {
    if (!onEnter || event.key !== 'Enter' || event.ctrlKey || event.metaKey || !(event.target as HTMLElement).matches('input[type="radio"]')) return;
    event.preventDefault();
    onEnter();
  }
  const choices = DESK_PAYMENTS.map((payment) => ({
    value: payment,
    label: DESK_PAYMENT_LABELS[payment],
    description: payment === 'pay_link' ? payLinkDescription(email) : undefined,
  }));
  return (
    <div className="payment-choice" onKeyDown={enter}>
      <ChoiceGroup<DeskPayment> name={name} legend="Payment" value={value} onChange={onChange} choices={choices} error={payLinkEmailProblem(value, email) ?? undefined} />
    </div>
  );
}
