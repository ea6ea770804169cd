/** The link to the card checkout (spec §2: stripeKey and amount query parameters, both encoded). */
import { amountCharged, penceToPounds, poundsToPence } from '@kerbside/domain';
import { encode } from '../../lib/storage';

/** 'yes' settings (SHOWCARD, ROUND_OFF) compare loosely, the same way the API decides. */
export { isYes } from '@kerbside/contract';

/** Pounds to pay for a total (amountCharged, as the server charges it): whole pounds when ROUND_OFF is 'yes', else to the penny. */
export function amountToPay(totalPounds: number, roundOff: boolean): number {
  return penceToPounds(amountCharged({ unitPence: poundsToPence(totalPounds), quantity: 1 }, roundOff).chargedPence);
}

export function checkoutPath(publishableKey: string, amountPounds: number): string {
  const query = new URLSearchParams({ stripeKey: encode(publishableKey), amount: encode(amountPounds) });
  return `/stripecheckout?${query.toString()}`;
}
