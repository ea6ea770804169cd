import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { SandboxAuthenticateRequest } from '@kerbside/contract';
import { CardBrandLogo } from '../../components/ui/card-brand-logos';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api-client';
import { answerSandboxChallenge, createSandboxMethod } from './card-api';
import type { AuthenticationResult, CardFormHandle } from './card-form-handle';
import { cardBrand, cardFieldErrors, digitsOnly, formatCardNumber, formatExpiry, parseExpiry, type CardFieldErrors, type CardFields } from './card-format';
import { paymentFailed } from './card-payment';
import { SandboxChallengeDialog } from './sandbox-challenge-dialog';

type Outcome = SandboxAuthenticateRequest['outcome'];

interface SandboxCardFormProps {
  ref: Ref<CardFormHandle>;
  disabled: boolean;
  /** What the 3-D Secure challenge shows: the amount as the checkout shows it, and who is paid. */
  payee: { amount: string; merchant: string };
}

const ORDER: (keyof CardFields)[] = ['number', 'expiry', 'cvc'];

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * Card inputs of the built-in test provider (our own form; the test-mode note is on the screen),
 * and its 3-D Secure challenge for the test cards that ask for one.
 */
export function SandboxCardForm({ ref, disabled, payee }: SandboxCardFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  /** The client secret of the intent whose challenge is open. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [answering, setAnswering] = useState<Outcome | null>(null);
  const settleChallenge = useRef<((result: AuthenticationResult) => void) | null>(null);
  const brand = cardBrand(digitsOnly(fields.number));
  const fieldId = (name: keyof CardFields) => `${id}-${name}`;

  const change = (name: keyof CardFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      const found = cardFieldErrors(fields, today());
      const first = ORDER.find((name) => found[name]);
      if (first) {
        flushSync(() => setErrors(found));
        document.getElementById(fieldId(first))?.focus();
        return { ok: false, message: null };
      }
      const expiry = parseExpiry(fields.expiry);
      try {
        const paymentMethodId = await createSandboxMethod({
          number: digitsOnly(fields.number),
          exp_month: expiry?.month ?? 0,
          exp_year: expiry?.year ?? 0,
          cvc: digitsOnly(fields.cvc),
        });
        return { ok: true, paymentMethodId };
      } catch (error) {
        return { ok: false, message: paymentFailed(errorMessage(error)) };
      }
    },

    authenticate(clientSecret) {
      return new Promise<AuthenticationResult>((resolve) => {
        settleChallenge.current = resolve;
        setChallenge(clientSecret);
      });
    },
  }));

  /** Sends the visitor's answer; the checkout then confirms the intent again. */
  const answer = async (outcome: Outcome) => {
    if (!challenge) return;
    setAnswering(outcome);
    let result: AuthenticationResult = { ok: true };
    try {
      await answerSandboxChallenge(challenge, outcome);
    } catch (error) {
      result = { ok: false, message: errorMessage(error) };
    }
    setAnswering(null);
    setChallenge(null);
    settleChallenge.current?.(result);
    settleChallenge.current = null;
  };

  return (
    <div className="card-fields">
      <TextField
        id={fieldId('number')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        disabled={disabled}
        value={fields.number}
        onChange={(v) => change('number', formatCardNumber(v))}
        error={errors.number}
        adornment={brand ? <CardBrandLogo brand={brand} /> : undefined}
      />
      <div className="card-fields__row">
        <TextField
          id={fieldId('expiry')}
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          disabled={disabled}
          value={fields.expiry}
          onChange={(v) => change('expiry', formatExpiry(v))}
          error={errors.expiry}
        />
        <TextField
          id={fieldId('cvc')}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '4 digits' : '3 digits'}
          maxLength={4}
          disabled={disabled}
          value={fields.cvc}
          onChange={(v) => change('cvc', digitsOnly(v))}
          error={errors.cvc}
        />
      </div>
      <SandboxChallengeDialog
        open={challenge !== null}
        amount={payee.amount}
        merchant={payee.merchant}
        answering={answering}
        onAnswer={(outcome) => void answer(outcome)}
      />
    </div>
  );
}
