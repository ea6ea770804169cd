/** The card checkout's query (spec §2: stripeKey and amount, both encoded) and the amount to charge. */
import { amountCharged, poundsToPence } from '@kerbside/domain';
import { decode } from '../../lib/storage';

export interface CheckoutQuery {
  /** The card provider's publishable key. */
  stripeKey: string;
  /** Pounds to pay, as the payment step worked it out. */
  amount: number;
}

export function parseCheckoutQuery(search: string): CheckoutQuery | null {
  const query = new URLSearchParams(search);
  const stripeKey = decode<unknown>(query.get('stripeKey') ?? '');
  const amount = decode<unknown>(query.get('amount') ?? '');
  if (typeof stripeKey !== 'string' || stripeKey.trim() === '') return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return { stripeKey: stripeKey.trim(), amount };
}

/** The built-in test provider hands out keys starting 'pk_sandbox'; anything else is Stripe's. */
export const isSandboxKey = (key: string) => key.startsWith('pk_sandbox');

export { isYes } from '@kerbside/contract';

/** Minor units sent to create-payment-intent (amountCharged): pounds × 100, rounded to whole pounds first when ROUND_OFF. */
export function chargePence(amountPounds: number, roundOff: boolean): number {
  return amountCharged({ unitPence: poundsToPence(amountPounds), quantity: 1 }, roundOff).chargedPence;
}
