/**
 * Every movement of a booking's money, one at a time per booking across every instance (issue 22):
 * a refund, a cancellation, a change, a capture. Each runs in three steps:
 *
 * 1. Under the booking's row lock (db/locked-transaction.ts): the movement reads what was paid and
 *    refunded and decides. When it refunds, each part is recorded as 'claimed' with the idempotency
 *    key it will be asked with (it counts as refunded from then on), and the booking is marked busy
 *    (`money_op`): every other movement of its money is refused with a 409 until this one ends.
 * 2. Outside any transaction: the card provider is asked for each part. A part of a payment only
 *    authorised (not captured yet) moves no money: it is 'released', lowering what is captured.
 * 3. Under the lock again: each answer is recorded on its claim; a refused part's claim is dropped
 *    (nothing moved), and the movement records the rest of its change only when every part was made.
 *
 * A movement with nothing to refund does steps 1 and 3 in one transaction. A process that dies in
 * step 2 leaves the booking busy: `recover` (run every minute) asks the provider which claimed
 * refunds it made, records those, drops the others and frees the booking.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OPERATOR_MESSAGES } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { lockedTransaction } from '../../db/locked-transaction.js';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import type { MoneyOperation } from '../bookings/index.js';
import type { ProviderRefund, ProviderResult } from './card.provider.js';
import type { ClaimedRefund, PaymentRefundsRepository } from './payment-refunds.repository.js';
import type { PaymentsService } from './payments.types.js';

/** A part of a refund: how much goes back to which of the booking's card payments. */
export interface RefundPart {
  intentId: string;
  amountPence: number;
}

/** What step 1 decided: the parts to refund (none: the movement finishes at once) and what `finish` needs. */
export interface MoneyPlan<C> {
  refunds: RefundPart[];
  /** Kept with each refund; the passenger may read it. */
  reason: string;
  staffId: number | null;
  context: C;
}

/** A part as made and recorded. */
export interface MadeRefund {
  /** payment_refunds.id */
  id: number;
  intentId: string;
  providerRefundId: string;
  amountPence: number;
  status: string;
}

export interface MoneyMovement<C, R> {
  bookingId: number;
  op: MoneyOperation;
  /** The 409 message when another movement of this booking's money is under way (the caller's audience: staff or passenger). */
  busyMessage: string;
  /** Step 1, in the locked transaction: read, check, decide. A failure changes nothing. */
  plan(trx: Kysely<Database>): Promise<Result<MoneyPlan<C>>>;
  /** Step 3, in the locked transaction, once every part was made: the rest of the change (status, audit, mail). */
  finish(trx: Kysely<Database>, made: MadeRefund[], context: C): Promise<R>;
}

export interface BookingMoneyDeps {
  db: Db;
  /** Refunds of payments this server took with the provider in use (payments.service.ts). */
  cards: Pick<PaymentsService, 'provider' | 'refund' | 'findRefund'>;
  records: PaymentRefundsRepository;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** A movement left busy this long was cut off (a crash, a restart): the provider's calls time out well before. */
export const STALE_MONEY_OP_MS = 5 * 60_000;
/** Per pass of `recover`: each claim costs a call to the card provider. */
const RECOVER_BATCH = 20;

interface Claimed {
  claim: ClaimedRefund;
  /** The booking's own payment, authorised and not captured yet: released, never sent to the provider. */
  release: boolean;
}

type Answer = ProviderResult<ProviderRefund>;

/** The provider's refusal or outage as the caller's answer: nothing (more) was changed. */
function refusal(answer: Extract<Answer, { ok: false }>): Failure {
  if (answer.kind === 'unavailable') return { ok: false, status: 503, message: OPERATOR_MESSAGES.refundUnavailable };
  const words = /[.!?]$/.test(answer.message) ? answer.message : `${answer.message}.`;
  return { ok: false, status: 422, message: OPERATOR_MESSAGES.refundRefused(words) };
}

export function createBookingMoney(deps: BookingMoneyDeps) {
  const { records } = deps;
  const lock = <T>(bookingId: number, work: (trx: Kysely<Database>) => Promise<T>) => lockedTransaction(deps.db, { table: 'bookings', id: bookingId }, work);

  const setBusy = (trx: Kysely<Database>, bookingId: number, op: MoneyOperation, at: string) =>
    trx.updateTable('bookings').set({ money_op: op, money_op_since: at }).where('id', '=', bookingId).execute();
  const setFree = (trx: Kysely<Database>, bookingId: number) => trx.updateTable('bookings').set({ money_op: null, money_op_since: null }).where('id', '=', bookingId).execute();

  /** Step 1. `done`: finished in this transaction; `claimed`: parts to ask the provider for. */
  async function begin<C, R>(m: MoneyMovement<C, R>): Promise<Result<{ kind: 'done'; result: R } | { kind: 'claimed'; claims: Claimed[]; context: C }>> {
    return lock(m.bookingId, async (trx) => {
      const booking = await trx
        .selectFrom('bookings')
        .select(['money_op', 'payment_id', 'payment_capture', 'capture_status'])
        .where('id', '=', m.bookingId)
        .executeTakeFirst();
      if (!booking) return fail(404, 'Not found.');
      if (booking.money_op) return fail(409, m.busyMessage);
      const planned = await m.plan(trx);
      if (!planned.ok) return planned;
      const { refunds, context } = planned.value;
      if (refunds.length === 0) return ok({ kind: 'done' as const, result: await m.finish(trx, [], context) });

      const at = deps.now().toISOString();
      await setBusy(trx, m.bookingId, m.op, at);
      const held = booking.payment_capture === 'manual' && (booking.capture_status === 'authorised' || booking.capture_status === 'due');
      const claims: Claimed[] = [];
      for (const part of refunds) {
        const claim = await records.claim(trx, {
          bookingId: m.bookingId,
          provider: deps.cards.provider,
          intentId: part.intentId,
          amountPence: part.amountPence,
          idempotencyKey: `kerbside-refund-${m.bookingId}-${randomUUID()}`,
          reason: planned.value.reason,
          staffId: planned.value.staffId,
          at,
        });
        claims.push({ claim, release: held && part.intentId === booking.payment_id });
      }
      return ok({ kind: 'claimed' as const, claims, context });
    });
  }

  /** Step 2: each part in turn; the first refusal stops the rest (their claims are dropped). */
  async function ask(claims: Claimed[]): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const { claim, release } of claims) {
      const answer: Answer = release
        ? { ok: true, value: { id: `release-${claim.idempotencyKey}`, amountPence: claim.amountPence, status: 'released' } }
        : await deps.cards.refund({ intentId: claim.intentId, amountPence: claim.amountPence, idempotencyKey: claim.idempotencyKey });
      answers.push(answer);
      if (!answer.ok) break;
    }
    return answers;
  }

  /** Step 3, in the locked transaction: the answers on their claims, the booking free again. */
  async function record(trx: Kysely<Database>, bookingId: number, claims: Claimed[], answers: Answer[]): Promise<MadeRefund[]> {
    const made: MadeRefund[] = [];
    for (const [index, { claim }] of claims.entries()) {
      const answer = answers[index];
      if (answer?.ok) {
        await records.settleClaim(trx, claim.id, { providerRefundId: answer.value.id, amountPence: answer.value.amountPence, status: answer.value.status });
        made.push({ id: claim.id, intentId: claim.intentId, providerRefundId: answer.value.id, amountPence: answer.value.amountPence, status: answer.value.status });
      } else {
        await records.dropClaim(trx, claim.id);
      }
    }
    await setFree(trx, bookingId);
    return made;
  }

  async function move<C, R>(m: MoneyMovement<C, R>): Promise<Result<R>> {
    const begun = await begin(m);
    if (!begun.ok) return begun;
    if (begun.value.kind === 'done') return ok(begun.value.result);
    const { claims, context } = begun.value;
    const answers = await ask(claims);
    const refused = answers.find((answer): answer is Extract<Answer, { ok: false }> => !answer.ok);
    try {
      return await lock(m.bookingId, async (trx) => {
        const made = await record(trx, m.bookingId, claims, answers);
        if (!refused) return ok(await m.finish(trx, made, context));
        if (made.length > 0) {
          // Money moved for part of it: recorded (it shows on the booking), and the change is not made.
          deps.log.error(
            { booking_id: m.bookingId, op: m.op, refunds: made.map((r) => ({ provider_refund_id: r.providerRefundId, amount_pence: r.amountPence })) },
            'PART OF A REFUND MADE: the card provider refused the rest, so the change was not made. The parts made are recorded on the booking.',
          );
        }
        return refusal(refused);
      });
    } catch (error) {
      const refunds = answers.flatMap((a) => (a.ok ? [{ provider_refund_id: a.value.id, amount_pence: a.value.amountPence }] : []));
      deps.log.error(
        { err: error, booking_id: m.bookingId, op: m.op, refunds },
        'REFUND MADE BUT NOT RECORDED: storing the card provider\'s answer failed. The refund stays claimed on the booking; the next recovery pass (every minute) records it.',
      );
      throw error;
    }
  }

  /**
   * Movements cut off between asking and recording (a crash, a restart): each claimed refund the
   * provider made is recorded, the others dropped, and the booking freed. The change it was part of
   * is not made: that is logged for the office. Never throws.
   */
  async function recover(): Promise<void> {
    const staleSince = new Date(deps.now().getTime() - STALE_MONEY_OP_MS).toISOString();
    const stale = await deps.db.kysely
      .selectFrom('bookings')
      .select(['id', 'booking_number', 'money_op', 'money_op_since'])
      .where('money_op', 'is not', null)
      .where('money_op_since', '<=', staleSince)
      .orderBy('money_op_since')
      .limit(RECOVER_BATCH)
      .execute();
    for (const booking of stale) {
      try {
        await recoverOne(booking);
      } catch (err) {
        deps.log.error({ err, booking_id: booking.id }, 'A movement of a booking\'s money left unfinished could not be recovered. It is tried again every minute.');
      }
    }
  }

  async function recoverOne(booking: { id: number; booking_number: string; money_op: MoneyOperation | null; money_op_since: string | null }): Promise<void> {
    const claims = await records.claimsOf(deps.db.kysely, booking.id);
    const found: Answer[] = [];
    for (const claim of claims) {
      const made = await deps.cards.findRefund({ intentId: claim.intentId, idempotencyKey: claim.idempotencyKey });
      if (!made.ok) return; // The provider is out of reach: the booking stays busy until the next pass.
      // A release never reached the provider: nothing moved, so its claim is dropped with the rest.
      found.push(made.value ? { ok: true, value: made.value } : { ok: false, kind: 'not_found', message: 'not made' });
    }
    const made = await lock(booking.id, async (trx) => {
      const now = await trx.selectFrom('bookings').select(['money_op_since']).where('id', '=', booking.id).executeTakeFirst();
      // Freed (and perhaps taken again) meanwhile: not ours to recover.
      if (!now || now.money_op_since !== booking.money_op_since) return [];
      return record(trx, booking.id, claims.map((claim) => ({ claim, release: false })), found);
    });
    const details = { booking_id: booking.id, booking_number: booking.booking_number, op: booking.money_op, since: booking.money_op_since };
    if (made.length > 0) {
      deps.log.error(
        { ...details, refunds: made.map((r) => ({ provider_refund_id: r.providerRefundId, amount_pence: r.amountPence })) },
        `REFUND MADE, CHANGE NOT SAVED: booking ${booking.booking_number} was refunded by the card provider during a ${booking.money_op ?? 'change'} that was cut off. The refund is now recorded on the booking; the ${booking.money_op ?? 'change'} itself was not made: check the booking with the passenger.`,
      );
    } else {
      deps.log.warn(details, 'A movement of a booking\'s money was cut off before the card provider made anything: the booking is free again.');
    }
  }

  /**
   * For a movement that is not a refund (a capture): in `lock`, `acquire` marks the booking busy
   * (false when another movement is under way) and `release` frees it.
   */
  const lease = {
    acquire: async (trx: Kysely<Database>, bookingId: number, op: MoneyOperation): Promise<boolean> => {
      const row = await trx.selectFrom('bookings').select('money_op').where('id', '=', bookingId).executeTakeFirst();
      if (!row || row.money_op) return false;
      await setBusy(trx, bookingId, op, deps.now().toISOString());
      return true;
    },
    release: setFree,
  };

  return { move, recover, lock, lease };
}

export type BookingMoney = ReturnType<typeof createBookingMoney>;
