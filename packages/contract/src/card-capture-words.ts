/**
 * A held card payment in words, for the job page, the manage page and the receipt. Apart from the
 * schema (card-capture.ts) so the website's screens that show it do not load zod.
 */
import { formatPounds } from '@kerbside/domain';
import type { CardCaptureState } from './card-capture.js';

/** The payment's line: 'Card authorised, £42.00 — taken when the journey is completed', or 'Paid by card' with its amount. */
export function cardCaptureLine(capture: CardCaptureState, currencySymbol: string): { label: string; value: string } {
  const money = formatPounds(capture.pence, currencySymbol);
  switch (capture.status) {
    case 'authorised':
      return { label: 'Card authorised', value: `${money} — taken when the journey is completed` };
    case 'captured':
      return { label: 'Paid by card', value: money };
    case 'released':
      return { label: 'Card authorisation', value: 'Released — nothing was taken' };
    case 'expired':
      return { label: 'Card authorisation', value: 'Expired before it was taken — nothing was taken' };
  }
}

/** The same line as one sentence. */
export function cardCaptureSentence(capture: CardCaptureState, currencySymbol: string): string {
  const line = cardCaptureLine(capture, currencySymbol);
  return `${line.label}, ${line.value.charAt(0).toLowerCase()}${line.value.slice(1)}`;
}
