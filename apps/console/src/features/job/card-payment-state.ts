/**
 * The job page's Card payment part (issue 24 §1): whether staff may mail the passenger a pay link
 * for the fare, or one awaits its payment, and the words for it (pure).
 */
import { formatPounds } from '@kerbside/domain';
import type { JobDetail } from '@kerbside/contract';
import { formatLondonDateTime } from '../../lib/format';

export type CardPaymentState =
  /** Paid in the car, nothing asked: a link may be sent to `email`. */
  | { kind: 'none'; email: string }
  /** Paid in the car, but no email to mail a link to. */
  | { kind: 'no_email' }
  /** A link awaits its payment; `askedAt` (ISO) from the history, null when it is no longer there. `canSendAgain`: a fare's link. */
  | { kind: 'awaiting'; pence: number; askedAt: string | null; email: string; canSendAgain: boolean };

const FINISHED = new Set(['completed', 'no_show']);

/**
 * When the link now awaiting was asked: the newest 'booking.pay_link_sent' that asked a link (a
 * new one), not one that mailed the same link again.
 */
export function payLinkAskedAt(history: JobDetail['history']): string | null {
  // Newest first.
  return history.find((entry) => entry.action === 'booking.pay_link_sent' && entry.detail.again !== true)?.at ?? null;
}

/** Null when the part is not shown: a cancelled booking, a card booking with nothing awaited, or a leg finished (the driver takes the fare). */
export function cardPaymentState(detail: JobDetail): CardPaymentState | null {
  const { booking, job, legs } = detail;
  if (booking.status === 'cancelled') return null;
  const email = booking.booker.email.trim();
  if (job.awaiting_card_pence !== null) {
    return { kind: 'awaiting', pence: job.awaiting_card_pence, askedAt: payLinkAskedAt(detail.history), email, canSendAgain: booking.payment_method === 'car' };
  }
  if (booking.payment_method !== 'car' || legs.some((leg) => FINISHED.has(leg.status))) return null;
  return email ? { kind: 'none', email } : { kind: 'no_email' };
}

/** 'Awaiting card payment: £42.00 (asked 28 Nov 2026, 18:30)'. */
export function awaitingText(pence: number, askedAt: string | null, currency = '£'): string {
  return `Awaiting card payment: ${formatPounds(pence, currency)}${askedAt ? ` (asked ${formatLondonDateTime(askedAt)})` : ''}`;
}

/** The page's notice once a link is mailed (again) or withdrawn. */
export function payLinkDoneText(done: { action: 'sent' | 'sent_again'; pence: number; mailedTo: string } | { action: 'withdrawn'; pence: number }, currency = '£'): string {
  const amount = formatPounds(done.pence, currency);
  if (done.action === 'withdrawn') return `Pay link for ${amount} withdrawn: the fare is paid in the car.`;
  return `Pay link for ${amount} mailed ${done.action === 'sent_again' ? 'again ' : ''}to ${done.mailedTo}.`;
}
