/** The reason and the refund of the Cancel and Refund dialogs: their fields, state and checks, kept once. */
import { useState } from 'react';
import type { CancelJobRequest } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { ChoiceGroup, type Choice } from '../../components/choice-group';
import { FormField, TextField } from '@kerbside/ui/form-field';
import { problemSummary } from '../../lib/problem-summary';
import { parseRefundPounds } from './refund-amount';

type RefundChoice = 'full' | 'part' | 'none';

interface Problems {
  reason?: string;
  refund?: string;
  amount?: string;
}

interface RefundFormOptions {
  /** The ids' start: `<prefix>-reason`, `<prefix>-refund-full`, `<prefix>-refund-amount`. */
  prefix: string;
  /** Pence that may still go back to the card; 0 asks for no refund. */
  refundable: number;
  currency: string;
  /** What the alert says when no reason is given. */
  reasonMissing: string;
}

/** What was asked: the reason, and 'full', whole pence or no refund (undefined). */
export interface RefundFormValue {
  reason: string;
  refundPence: CancelJobRequest['refund_pence'];
}

export function useRefundForm({ prefix, refundable, currency, reasonMissing }: RefundFormOptions) {
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<RefundChoice | ''>('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const fixed = (...keys: (keyof Problems)[]) => setProblems((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !keys.includes(key as keyof Problems))));

  /** The form's value, or null after marking what is wrong and focusing the first such field. */
  function read(): RefundFormValue | null {
    const found: Problems = {};
    if (reason.trim() === '') found.reason = reasonMissing;
    let refundPence: CancelJobRequest['refund_pence'];
    if (refundable > 0) {
      if (choice === '') found.refund = 'Choose how much to refund';
      if (choice === 'full') refundPence = 'full';
      if (choice === 'part') {
        const parsed = parseRefundPounds(amount, refundable, currency);
        if (parsed.ok) refundPence = parsed.pence;
        else found.amount = parsed.message;
      }
    }
    setProblems(found);
    const first = found.reason ? 'reason' : found.refund ? 'refund-full' : found.amount ? 'refund-amount' : null;
    if (first) {
      document.getElementById(`${prefix}-${first}`)?.focus();
      return null;
    }
    return { reason: reason.trim(), refundPence };
  }

  const alert = problemSummary(Object.keys(problems).length);
  const money = (pence: number) => formatPounds(pence, currency);

  const reasonField = (
    <FormField id={`${prefix}-reason`} label="Reason" error={problems.reason} hint="The passenger reads this.">
      {(a11y) => (
        <textarea
          {...a11y}
          id={`${prefix}-reason`}
          className="textarea"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            fixed('reason');
          }}
        />
      )}
    </FormField>
  );

  /** Full or part refund (or none, when cancelling), and the amount of a part one. */
  function refundFields({ legend, allowNone }: { legend: string; allowNone: boolean }) {
    const choices: Choice<RefundChoice>[] = [
      { value: 'full', label: 'Full refund', description: `${money(refundable)} back to the card` },
      { value: 'part', label: 'Part refund', description: `An amount up to ${money(refundable)}` },
    ];
    if (allowNone) choices.push({ value: 'none', label: 'No refund', description: 'The card payment stays as it is' });
    return (
      <>
        <ChoiceGroup<RefundChoice>
          name={`${prefix}-refund`}
          legend={legend}
          value={choice}
          error={problems.refund}
          onChange={(value) => {
            setChoice(value);
            fixed('refund', 'amount');
          }}
          choices={choices}
        />
        {choice === 'part' && (
          <TextField
            id={`${prefix}-refund-amount`}
            label={`Amount to refund (${currency})`}
            hint={`At most ${money(refundable)}`}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              fixed('amount');
            }}
            error={problems.amount}
            input={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
        )}
      </>
    );
  }

  return { read, alert, reasonField, refundFields };
}
