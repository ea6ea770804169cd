/**
 * Refunding a card-paid booking: decide the amount (never more than was paid less what was
 * refunded), split it across the booking's card payments (an amendment's before the booking's own),
 * ask the card provider, and record what it made. The provider is asked before anything of ours
 * changes; its refusal changes nothing. Each part's idempotency key is made of the booking, the
 * payment, what was refunded to it before and the amount, so a retry after we failed to record a
 * refund gets the same refund back from the provider (and records it) instead of a second one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { OPERATOR_MESSAGES, type Refund, type RefundSummary } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { BookingPayment, BookingPaymentsRepository } from '../payments/booking-payments.repository.js';
import type { ProviderRefund } from '../payments/card.provider.js';
import type { PaymentRefundsRepository, RecordedRefund } from '../payments/payment-refunds.repository.js';
import type { CardRefunds } from '../payments/payments.types.js';
import { recordAudit } from '../staff/audit.repository.js';
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

export interface RefundPlan {
  booking: RefundableBooking;
  amountPence: number;
  idempotencyKey: string;
}

export interface RefundDeps {
  cards: CardRefunds;
  records: PaymentRefundsRepository;
}

/** The booking's card payments, newest first, each with what was refunded to it; none when paid in the car. */
export function cardPaymentsOf(payments: BookingPaymentsRepository, booking: Pick<RefundableBooking, 'booking_id' | 'payment_method' | 'payment_id' | 'amount_pence'>): Promise<BookingPayment[]> {
  return payments.list({ id: booking.booking_id, payment_method: booking.payment_method, payment_id: booking.payment_id, amount_pence: booking.amount_pence });
}

/**
 * The refund a request asks for, split across the booking's card payments (cardPaymentsOf) newest
 * first (see planRefundAcross); none when none is asked. 422 when there is nothing (or not that much) to refund.
 */
export function planRefunds(booking: RefundableBooking, shares: PaymentShare[], requested: number | 'full' | undefined): Result<RefundPlan[]> {
  if (requested === undefined || requested === 0) return ok([]);
  if (booking.payment_method !== 'card' || !booking.payment_id) return fail(422, OPERATOR_MESSAGES.notCardPaid);
  const left = shares.reduce((sum, p) => sum + Math.max(0, p.amountPence - p.refundedPence), 0);
  if (left <= 0) return fail(422, OPERATOR_MESSAGES.refundedInFull);
  const amountPence = requested === 'full' ? left : requested;
  if (amountPence > left) return fail(422, OPERATOR_MESSAGES.refundTooLarge(formatPounds(left, booking.currency_symbol)));
  return planRefundAcross(booking, shares, amountPence);
}

/** Asks the provider. A refusal is a 422 with its words, an outage a 503; either way nothing changed. */
async function makeRefund(deps: RefundDeps, plan: RefundPlan): Promise<Result<ProviderRefund>> {
  // A payment authorised and not yet captured: nothing to give back, what is captured is lowered (status 'released').
  const released = await deps.cards.captures?.releaseInstead({ intentId: plan.booking.payment_id ?? '', amountPence: plan.amountPence, idempotencyKey: plan.idempotencyKey });
  if (released) return ok(released);
  const made = await deps.cards.refund({ intentId: plan.booking.payment_id ?? '', amountPence: plan.amountPence, idempotencyKey: plan.idempotencyKey });
  if (made.ok) return ok(made.value);
  if (made.kind === 'unavailable') return fail(503, OPERATOR_MESSAGES.refundUnavailable);
  return fail(422, OPERATOR_MESSAGES.refundRefused(/[.!?]$/.test(made.message) ? made.message : `${made.message}.`));
}

/** Records the provider's refund and its audit entry in the caller's transaction. */
async function recordRefund(
  trx: Kysely<Database>,
  deps: RefundDeps,
  refund: { plan: RefundPlan; made: ProviderRefund; reason: string; by: ChangedBy; at: string },
): Promise<Refund | null> {
  const { plan, made, by, at } = refund;
  const actor = auditActor(by);
  const { id, isNew } = await deps.records.record(trx, {
    bookingId: plan.booking.booking_id,
    provider: deps.cards.provider,
    providerRefundId: made.id,
    amountPence: made.amountPence,
    status: made.status,
    reason: refund.reason,
    staffId: actor.staffId,
    intentId: plan.booking.payment_id,
    at,
  });
  if (!isNew) return null;
  await recordAudit(trx, {
    companyId: plan.booking.company_id,
    staffId: actor.staffId,
    action: 'booking.refunded',
    subjectType: 'booking',
    subjectId: plan.booking.booking_id,
    detail: {
      booking_number: plan.booking.booking_number,
      amount_pence: made.amountPence,
      status: made.status,
      provider: deps.cards.provider,
      provider_refund_id: made.id,
      reason: refund.reason,
      ...actor.detail,
    },
    at,
  });
  const staffName = by.kind === 'staff' ? by.name : null;
  return { id, amount_pence: made.amountPence, status: made.status, reason: refund.reason, provider: deps.cards.provider, staff_name: staffName, created_at: at };
}

export interface MadeRefund {
  plan: RefundPlan;
  made: ProviderRefund;
}

/**
 * Asks the provider for each part. The first refusal is the answer; parts made before it are not
 * recorded, and the same request again gets them back from the provider (same keys) to record.
 */
export async function makeRefunds(deps: RefundDeps, plans: RefundPlan[]): Promise<Result<MadeRefund[]>> {
  const made: MadeRefund[] = [];
  for (const plan of plans) {
    const refund = await makeRefund(deps, plan);
    if (!refund.ok) return refund;
    made.push({ plan, made: refund.value });
  }
  return ok(made);
}

/**
 * Records each part made, with its audit entry, in the caller's transaction, and returns them. A part
 * already recorded is left out: the provider answered the same refund to the same request sent twice
 * at once (two tabs, two colleagues), and the first request recorded it, audited it and told the passenger.
 */
export async function recordRefunds(trx: Kysely<Database>, deps: RefundDeps, made: MadeRefund[], why: { reason: string; by: ChangedBy; at: string }): Promise<Refund[]> {
  const recorded: Refund[] = [];
  for (const refund of made) {
    const part = await recordRefund(trx, deps, { ...refund, ...why });
    if (part) recorded.push(part);
  }
  return recorded;
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

/**
 * The provider gave money back and storing it failed: the one line an operator must act on.
 * `what` says what was refunded and how to finish (retry with the same request, or record by hand).
 */
export function logUnrecordedRefunds(log: Pick<FastifyBaseLogger, 'error'>, error: unknown, booking: { booking_id: number; booking_number: string }, made: MadeRefund[], what: string): void {
  if (made.length === 0) return;
  const refunds = made.map((r) => ({ provider_refund_id: r.made.id, amount_pence: r.made.amountPence }));
  log.error({ err: error, ...booking, refunds }, `REFUND MADE BUT NOT RECORDED: the card provider refunded ${what}`);
}

export function toRefund(r: RecordedRefund): Refund {
  return { id: r.id, amount_pence: r.amountPence, status: r.status, reason: r.reason, provider: r.provider, staff_name: r.staffName, created_at: r.createdAt };
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
 * before the booking's own): one plan per payment, made by makeRefunds and recorded by recordRefunds. 422 when
 * the payments hold less than `amountPence`.
 */
export function planRefundAcross(booking: RefundableBooking, payments: PaymentShare[], amountPence: number): Result<RefundPlan[]> {
  const plans: RefundPlan[] = [];
  let left = amountPence;
  for (const payment of payments) {
    const take = Math.min(left, payment.amountPence - payment.refundedPence);
    if (take <= 0) continue;
    const key = `kerbside-refund-${booking.booking_id}-${payment.intentId}-${payment.refundedPence}-${take}`;
    plans.push({ booking: { ...booking, payment_id: payment.intentId }, amountPence: take, idempotencyKey: key });
    left -= take;
    if (left === 0) break;
  }
  if (left > 0) {
    const held = payments.reduce((sum, p) => sum + Math.max(0, p.amountPence - p.refundedPence), 0);
    return fail(422, OPERATOR_MESSAGES.refundTooLarge(formatPounds(held, booking.currency_symbol)));
  }
  return ok(plans);
}
