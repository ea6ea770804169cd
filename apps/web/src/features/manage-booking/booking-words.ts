/** The managed booking in the passenger's words (pure). */
import { cardCaptureLine, type ManageBookingCancelResult, type ManagedBooking, type ManagedLeg } from '@kerbside/contract';
import { formatLondonDayTime, formatPounds } from '@kerbside/domain';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Journey', or 'Outward journey' and 'Return journey' for a return. */
export function legTitle(leg: ManagedLeg, legs: number): string {
  if (leg.leg === 'return') return 'Return journey';
  return legs > 1 ? 'Outward journey' : 'Journey';
}

/** '2 passengers · 1 suitcase · 1 hand luggage'; null when the booking gave none (an hourly hire). */
export function partyText(leg: ManagedLeg): string | null {
  if (leg.passengers === 0 && leg.luggage === 0 && leg.hand_luggage === 0) return null;
  return [count(leg.passengers, 'passenger', 'passengers'), count(leg.luggage, 'suitcase', 'suitcases'), `${leg.hand_luggage} hand luggage`].join(' · ');
}

/** '4hour' → '4 hours'. */
export function hireText(duration: string | null): string | null {
  const hours = Number.parseInt(duration ?? '', 10);
  return Number.isFinite(hours) && hours > 0 ? `${hours} hours` : null;
}

export interface PaymentLine {
  label: string;
  value: string;
}

/** What is paid and what is to pay; a payment the company asked for by card says so (until paid, the fare is still due in the car). */
export function paymentLines(booking: ManagedBooking): PaymentLine[] {
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const asked = booking.status === 'confirmed' && booking.awaiting_payment ? [{ label: 'Asked to pay by card', value: money(booking.awaiting_payment.amount_pence) }] : [];
  if (booking.payment_method === 'car') return asked.length > 0 ? asked : [{ label: 'To pay in the car', value: money(booking.amount_pence) }];
  return [
    booking.card_capture ? cardCaptureLine(booking.card_capture, booking.currency_symbol) : { label: 'Paid by card', value: money(booking.paid_pence) },
    ...(booking.refunded_pence > 0 ? [{ label: 'Refunded', value: money(booking.refunded_pence) }] : []),
    ...asked,
  ];
}

/** What cancelling now means, in sentences, for the confirm dialog. */
export function cancelSentences(booking: ManagedBooking, now: Date): string[] {
  const { cancellation: c, company } = booking;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const fee =
    c.fee_pence > 0
      ? `Free cancellation ended on ${formatLondonDayTime(new Date(c.free_until), now)}, so a fee of ${money(c.fee_pence)} (${c.fee_percent}% of the fare) applies.`
      : 'Cancelling now is free of charge.';
  if (booking.payment_method === 'car') {
    return [fee, c.fee_pence > 0 ? `${company.name} will contact you about paying it.` : 'There is nothing to pay.'];
  }
  // Authorised at booking and not yet taken: cancelling releases the hold rather than refunding.
  const held = booking.card_capture?.status === 'authorised';
  const refund =
    c.refund_pence > 0
      ? held
        ? `${money(c.refund_pence)} held on your card is released: it was never taken. Your bank removes the hold within a few days.`
        : `You get ${money(c.refund_pence)} back to the card you paid with. Banks take 5 to 10 working days to show it.`
      : 'There is nothing left to refund to your card.';
  return [fee, refund];
}

/** The notice after a cancellation. */
export function cancelledNotice(result: ManageBookingCancelResult): string {
  const { booking } = result;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const released = booking.card_capture !== null;
  const refund =
    result.refund_pence > 0 ? (released ? ` ${money(result.refund_pence)} held on your card is released.` : ` We are refunding ${money(result.refund_pence)} to your card.`) : '';
  const fee = result.fee_pence > 0 ? ` A cancellation fee of ${money(result.fee_pence)} applies.` : '';
  return `Your booking ${booking.booking_number} is cancelled.${refund}${fee} We have sent you an email to confirm.`;
}

/** 'Cancelled on Tue 1 Dec, 09:00 by you' (or by the company). */
export function cancelledText(booking: ManagedBooking, now: Date): string | null {
  if (booking.status !== 'cancelled') return null;
  const when = booking.cancelled_at ? ` on ${formatLondonDayTime(new Date(booking.cancelled_at), now)}` : '';
  const by = booking.cancelled_by === 'passenger' ? ' by you' : booking.cancelled_by === 'operator' ? ` by ${booking.company.name}` : '';
  return `Cancelled${when}${by}.`;
}
