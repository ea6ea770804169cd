/**
 * Refunding a card-paid booking: decide the amount (never more than was paid less what was
 * refunded), split it across the booking's card payments (an amendment's before the booking's own)
 * and audit what was made. The provider is asked through payments/booking-money.ts, one movement
 * of a booking's money at a time: these plans are made, and the audit written, under its lock.
 */
import type { Kysely } from 'kysely';
import { OPERATOR_MESSAGES, type Refund, type RefundSummary } from '@kerbside/contract';
import { formatPounds, paidAndRefunded, type PaidAndRefunded } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { BookingMoney, BookingPayment, BookingPaymentsRepository, CardCaptures, MadeRefund, PaymentRefundsRepository, RecordedRefund, RefundPart } from '../payments/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { auditActor, type ChangedBy } from './changed-by.js';

export interface RefundableBooking {
  booking_id: number;
  booking_number: string;
  company_id: number;
  payment_method: 'car' | 'card';
  payment_id: string | null;
  amount_pence: number;
  currency_symbol: string;
}

export interface RefundDeps {
  /** One movement of a booking's money at a time, and the booking's lock for other changes of it (payments/booking-money.ts). */
  money: Pick<BookingMoney, 'move' | 'lock'>;
  records: PaymentRefundsRepository;
  /** The card provider in use ('sandbox' or 'stripe'), named on each refund. */
  provider: string;
  /** Card payments authorised at booking: captured (or released) once every leg is finished; unset where none are taken. */
  captures?: CardCaptures;
}

/** The booking's card payments, newest first, each with what was refunded to it; none when paid in the car. */
export function cardPaymentsOf(
  payments: BookingPaymentsRepository,
  booking: Pick<RefundableBooking, 'booking_id' | 'payment_method' | 'payment_id' | 'amount_pence'>,
  on?: Kysely<Database>,
): Promise<BookingPayment[]> {
  return payments.list({ id: booking.booking_id, payment_method: booking.payment_method, payment_id: booking.payment_id, amount_pence: booking.amount_pence }, on);
}

/**
 * The refund a request asks for, split across the booking's card payments (cardPaymentsOf) newest
 * first (see planRefundAcross); none when none is asked. 422 when there is nothing (or not that much) to refund.
 */
export function planRefunds(booking: RefundableBooking, shares: PaymentShare[], requested: number | 'full' | undefined): Result<RefundPart[]> {
  if (requested === undefined || requested === 0) return ok([]);
  if (booking.payment_method !== 'card' || !booking.payment_id) return fail(422, OPERATOR_MESSAGES.notCardPaid);
  const left = shares.reduce((sum, p) => sum + Math.max(0, p.amountPence - p.refundedPence), 0);
  if (left <= 0) return fail(422, OPERATOR_MESSAGES.refundedInFull);
  const amountPence = requested === 'full' ? left : requested;
  if (amountPence > left) return fail(422, OPERATOR_MESSAGES.refundTooLarge(formatPounds(left, booking.currency_symbol)));
  return planRefundAcross(booking, shares, amountPence);
}

/**
 * The parts made, as audit entries (one per part, in the caller's transaction) and as the refunds
 * the console lists; the first part's id names them all (wholeRefund).
 */
export async function auditRefunds(
  trx: Kysely<Database>,
  booking: Pick<RefundableBooking, 'booking_id' | 'booking_number' | 'company_id'>,
  made: MadeRefund[],
  why: { provider: string; reason: string; by: ChangedBy; at: string },
): Promise<Refund[]> {
  const actor = auditActor(why.by);
  const staffName = why.by.kind === 'staff' ? why.by.name : null;
  const refunds: Refund[] = [];
  for (const part of made) {
    await recordAudit(trx, {
      companyId: booking.company_id,
      staffId: actor.staffId,
      action: 'booking.refunded',
      subjectType: 'booking',
      subjectId: booking.booking_id,
      detail: {
        booking_number: booking.booking_number,
        amount_pence: part.amountPence,
        status: part.status,
        provider: why.provider,
        provider_refund_id: part.providerRefundId,
        reason: why.reason,
        ...actor.detail,
      },
      at: why.at,
    });
    refunds.push({ id: part.id, amount_pence: part.amountPence, status: part.status, reason: why.reason, provider: why.provider, staff_name: staffName, created_at: why.at });
  }
  return refunds;
}

/**
 * The parts of one refund as the one refund staff asked for: their sum, the first part's id, and
 * the first status that is not 'succeeded' (e.g. 'pending'), if any. Null for no parts.
 */
export function wholeRefund(parts: Refund[]): Refund | null {
  const [first] = parts;
  if (!first) return null;
  const amount = parts.reduce((sum, p) => sum + p.amount_pence, 0);
  const status = parts.find((p) => p.status !== 'succeeded')?.status ?? first.status;
  return { ...first, amount_pence: amount, status };
}

export function toRefund(r: RecordedRefund): Refund {
  return { id: r.id, amount_pence: r.amountPence, status: r.status, reason: r.reason, provider: r.provider, staff_name: r.staffName, created_at: r.createdAt };
}

/** What the booking's card payments (cardPaymentsOf) paid, what was refunded of them and what is kept. */
export function moneyOf(payments: readonly PaymentShare[]): PaidAndRefunded {
  return paidAndRefunded(
    payments.reduce((sum, p) => sum + p.amountPence, 0),
    payments.reduce((sum, p) => sum + p.refundedPence, 0),
  );
}

/** Paid by card (every payment of the booking: cardPaymentsOf), refunded and still refundable. */
export function refundSummary(payments: PaymentShare[], refunds: RecordedRefund[]): RefundSummary {
  const paid = payments.reduce((sum, p) => sum + p.amountPence, 0);
  const refunded = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPence, 0);
  return { items: refunds.map(toRefund), paid_pence: paid, refunded_pence: refunded, refundable_pence: Math.max(0, paid - refunded) };
}

/** One card payment of a booking and what was refunded to it (payments/booking-payments.repository.ts). */
export interface PaymentShare {
  intentId: string;
  amountPence: number;
  refundedPence: number;
}

/**
 * A refund split across the booking's card payments, newest first (a later payment is given back
 * before the booking's own): one part per payment. 422 when the payments hold less than `amountPence`.
 */
export function planRefundAcross(booking: Pick<RefundableBooking, 'currency_symbol'>, payments: PaymentShare[], amountPence: number): Result<RefundPart[]> {
  const parts: RefundPart[] = [];
  let left = amountPence;
  for (const payment of payments) {
    const take = Math.min(left, payment.amountPence - payment.refundedPence);
    if (take <= 0) continue;
    parts.push({ intentId: payment.intentId, amountPence: take });
    left -= take;
    if (left === 0) break;
  }
  if (left > 0) {
    const held = payments.reduce((sum, p) => sum + Math.max(0, p.amountPence - p.refundedPence), 0);
    return fail(422, OPERATOR_MESSAGES.refundTooLarge(formatPounds(held, booking.currency_symbol)));
  }
  return ok(parts);
}
