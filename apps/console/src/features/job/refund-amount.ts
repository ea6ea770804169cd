/** A part refund typed in pounds, checked and turned into whole pence (pure). */
import { formatPounds, poundsToPence } from '@kerbside/domain';

export type RefundAmount = { ok: true; pence: number } | { ok: false; message: string };

/** Pounds with at most two decimals, an optional £ and spaces: '12', '12.5', '£ 12.50'. */
const POUNDS = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/** '12.50' → 1250, between 1p and `maxPence` (what is left to refund). */
export function parseRefundPounds(typed: string, maxPence: number, currency = '£'): RefundAmount {
  const text = typed.trim().replace(/,/g, '');
  const match = POUNDS.exec(text);
  if (!match) return { ok: false, message: 'Enter the amount in pounds, e.g. 12.50' };
  const pence = poundsToPence(`${match[1]}.${match[2] ?? '0'}`);
  if (pence <= 0) return { ok: false, message: 'Enter an amount above 0' };
  if (pence > maxPence) return { ok: false, message: `At most ${formatPounds(maxPence, currency)} can be refunded.` };
  return { ok: true, pence };
}

/** The notice after a refund: money back to the card, or (a card held, not yet taken) less to take. */
export function refundDoneText(refund: { amount_pence: number; status: string }, currency = '£'): string {
  const amount = formatPounds(refund.amount_pence, currency);
  if (refund.status === 'released') return `${amount} less will be taken from the card.`;
  if (refund.status === 'pending') return `${amount} refund to the card is pending with the card provider.`;
  return `${amount} refunded to the card.`;
}

/** A refund's state in the list: 'claimed' is a refund the card provider is answering at this moment. */
export function refundWords(status: string): string {
  if (status === 'succeeded') return 'refunded';
  if (status === 'claimed') return 'refund being made';
  return `refund ${status}`;
}
