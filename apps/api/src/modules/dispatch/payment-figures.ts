/**
 * What a booking's payment comes to on the run sheet and in the export: the booking amount, what
 * its card paid, what was refunded and what is kept (pure; no I/O). The same payments and refunds
 * as the job page's (payments/booking-payments.repository.ts), read a page of bookings at a time.
 */
import { formatPounds, paidAndRefunded, type PaidAndRefunded } from '@kerbside/domain';
import type { BookingPayment } from '../payments/index.js';

export interface PaymentRow {
  payment_method: 'car' | 'card';
  amount_pence: number;
  currency_symbol: string;
  /** A card payment authorised at booking and taken when the journey is completed (bookings.capture_status); null otherwise. */
  capture_status: 'authorised' | 'due' | 'captured' | 'released' | 'expired' | null;
}

export type CardState = 'paid' | 'authorised' | 'released' | 'expired';

export interface PaymentFigures {
  method: 'car' | 'card';
  /** The booking amount, as charged. */
  amountPence: number;
  /** How the card payment stands; null when paid in the car. */
  card: CardState | null;
  /** Paid by card (authorised, while it is held), refunded (or taken off an authorisation) and kept; null when paid in the car. */
  money: PaidAndRefunded | null;
}

function cardState(row: PaymentRow): CardState {
  if (row.capture_status === 'authorised' || row.capture_status === 'due') return 'authorised';
  if (row.capture_status === 'released' || row.capture_status === 'expired') return row.capture_status;
  return 'paid';
}

export function paymentFigures(row: PaymentRow, payments: readonly BookingPayment[]): PaymentFigures {
  if (row.payment_method !== 'card') return { method: 'car', amountPence: row.amount_pence, card: null, money: null };
  const card = cardState(row);
  // An authorisation that expired took nothing, whatever it was for.
  const paid = card === 'expired' ? 0 : payments.reduce((sum, p) => sum + p.amountPence, 0);
  const refunded = card === 'expired' ? 0 : payments.reduce((sum, p) => sum + p.refundedPence, 0);
  return { method: 'card', amountPence: row.amount_pence, card, money: paidAndRefunded(paid, refunded) };
}

/** The run sheet's payment cell: 'In the car: £51.00', 'Card, paid £51.00; refunded £10.00; £41.00 after refunds'. */
export function paymentText(figures: PaymentFigures, currency: string): string {
  const money = (pence: number) => formatPounds(pence, currency);
  const { money: m } = figures;
  if (figures.method === 'car' || !m) return `In the car: ${money(figures.amountPence)}`;
  switch (figures.card) {
    case 'expired':
      return `Card authorisation expired: nothing was taken of ${money(figures.amountPence)}`;
    case 'released':
      return `Card authorisation released: nothing was taken`;
    case 'authorised':
      return m.refundedPence > 0
        ? `Card, authorised ${money(m.paidPence)}; ${money(m.refundedPence)} taken off; ${money(m.netPence)} to take when completed`
        : `Card, authorised ${money(m.paidPence)}, taken when completed`;
    default:
      return m.refundedPence > 0 ? `Card, paid ${money(m.paidPence)}; refunded ${money(m.refundedPence)}; ${money(m.netPence)} after refunds` : `Card, paid ${money(m.paidPence)}`;
  }
}

/** The export's payment cell: how it was paid and how the card payment stands. */
export function paymentWords(figures: PaymentFigures): string {
  switch (figures.card) {
    case null:
      return 'In the car';
    case 'authorised':
      return 'Card, authorised (taken when completed)';
    case 'released':
      return 'Card, authorisation released (nothing taken)';
    case 'expired':
      return 'Card, authorisation expired (nothing taken)';
    default:
      return 'Card';
  }
}
