/**
 * A priced change applied to its booking: one movement of the booking's money
 * (payments/booking-money.ts), so a change, a cancellation and a refund of one booking never
 * interleave. Under the booking's lock the booking must still be exactly as it was priced (its legs,
 * fare and status) and the difference is decided: a cheaper change's refund is planned from what is
 * refundable now. The provider is asked; then, under the lock again, one transaction records the
 * refund or the payment (completing its checkout), writes the booking, its details and the jobs of
 * the board, audits each leg with the passenger as actor and queues both mails.
 */
import type { Kysely } from 'kysely';
import { MANAGE_BOOKING_MESSAGES, type AmendSettlement } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { BookingChangeMail } from '../bookings/index.js';
import type { AmendmentCheckout, CheckoutsRepository } from '../checkouts/index.js';
import { auditActor, auditRefunds, type ChangedBy, type RefundDeps } from '../dispatch/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import type { BookingPaymentsRepository, ProviderIntent } from '../payments/index.js';
import type { ChosenVehiclePrice } from '../quotes/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { writeAmendment } from './amend-booking.repository.js';
import { amendCheck } from './amend-rules.js';
import { currentLegs, legsKey, type AmendedJourney, type AmendLegs } from './amend-request.js';
import { amendmentMails } from './amendment-mails.js';
import { refundParts } from './refund-parts.js';
import { refundableOf, type LoadedBooking } from './managed-booking-view.js';

/** The reason a refund of a cheaper change is recorded with. */
export const PASSENGER_AMEND_REASON = 'Booking changed by the passenger online';

export const CHANGED_MEANWHILE = 'This booking changed while you were making your change. Please check it and try again.';

/** The change as the server priced it. */
export interface Evaluation {
  loaded: LoadedBooking;
  next: AmendLegs;
  journey: AmendedJourney;
  price: ChosenVehiclePrice;
  oldPence: number;
  newPence: number;
  difference: number;
  settlement: AmendSettlement;
  changes: string[];
}

/** How the difference is settled: nothing, a refund to the card, or a payment already made for it. */
export type AmendMoney = { kind: 'none' } | { kind: 'refund' } | { kind: 'paid'; checkout: AmendmentCheckout; intent: ProviderIntent };

/** 'settled': the change's paid checkout was completed by another completion first (nothing was written here). */
export type Applied = { kind: 'applied'; refundPence: number; chargedPence: number } | { kind: 'settled' };

export interface ApplyAmendmentDeps {
  refunds: RefundDeps;
  /** The updated calendar file and the links for the passengers' mails. */
  changeMail: BookingChangeMail;
  bookingPayments: BookingPaymentsRepository;
  checkouts: Pick<CheckoutsRepository, 'markCompleted'>;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of the change (notifications module). */
  notifier?: Notifier;
  load(bookingId: number, on?: Kysely<Database>): Promise<LoadedBooking | null>;
  now: () => Date;
}

/** The legs as they stand, comparable: the same key means nothing a change reads from has moved. */
const legsNow = (loaded: LoadedBooking) => {
  const legs = currentLegs(loaded.row, loaded.legs);
  return legs ? legsKey(legs) : null;
};

/** Whether the booking is still the one the change was priced from. */
function unchanged(now: LoadedBooking, ev: Evaluation): boolean {
  return now.row.status === 'confirmed' && now.row.amount_pence === ev.oldPence && legsNow(now) !== null && legsNow(now) === legsNow(ev.loaded);
}

export async function applyAmendment(deps: ApplyAmendmentDeps, ev: Evaluation, money: AmendMoney): Promise<Result<Applied>> {
  const { row } = ev.loaded;
  const by: ChangedBy = { kind: 'passenger', email: row.booker_email };
  return deps.refunds.money.move({
    bookingId: row.id,
    op: 'amend',
    busyMessage: MANAGE_BOOKING_MESSAGES.moneyBusy,
    plan: async (trx) => {
      const now = await deps.load(row.id, trx);
      if (!now || !unchanged(now, ev)) return fail(409, CHANGED_MEANWHILE);
      const check = amendCheck(now.row, now.legs, deps.now());
      if (check.blocked) return fail(409, check.blocked);
      if (money.kind !== 'refund') return ok({ refunds: [], reason: PASSENGER_AMEND_REASON, staffId: null, context: now });
      // What is refundable now: a refund made since the change was priced gives less back, never more.
      const parts = refundParts(now, Math.min(-ev.difference, refundableOf(now)));
      if (!parts.ok) return parts;
      return ok({ refunds: parts.value, reason: PASSENGER_AMEND_REASON, staffId: null, context: now });
    },
    finish: async (trx, made, planned): Promise<Applied> => {
      const at = deps.now().toISOString();
      if (money.kind === 'paid') {
        if (!(await deps.checkouts.markCompleted(trx, money.checkout.id, row.id, at))) return { kind: 'settled' };
        await deps.bookingPayments.record(trx, { bookingId: row.id, provider: money.checkout.provider, intentId: money.intent.id, amountPence: money.intent.amountPence, at });
      }
      const booking = { booking_id: row.id, booking_number: row.booking_number, company_id: row.company_id };
      await auditRefunds(trx, booking, made, { provider: deps.refunds.provider, reason: PASSENGER_AMEND_REASON, by, at });
      const refundPence = made.reduce((sum, part) => sum + part.amountPence, 0);
      const chargedPence = money.kind === 'paid' ? money.intent.amountPence : 0;
      // With a refund the lock was let go while the provider answered: the legs are read again, so a
      // dispatcher's accept or driver meanwhile is kept. Without one, this is plan's own transaction.
      const legs = made.length > 0 ? ((await deps.load(row.id, trx))?.legs ?? planned.legs) : planned.legs;
      if (!(await writeAmendment(trx, { row, legs, next: ev.next, journey: ev.journey, price: ev.price, at }))) {
        // Under the booking's lock nothing else changes it: this is a bug, and rolls back (the recovery pass records the refund).
        throw new Error(`The change of booking ${row.booking_number} was refused under its lock`);
      }
      const actor = auditActor(by);
      for (const job of legs) {
        await recordAudit(trx, {
          companyId: job.company_id,
          staffId: actor.staffId,
          action: 'job.amended',
          subjectType: 'job',
          subjectId: job.id,
          detail: {
            booking_number: row.booking_number,
            leg: job.leg,
            changes: ev.changes,
            old_amount_pence: ev.oldPence,
            new_amount_pence: ev.newPence,
            ...(refundPence > 0 ? { refund_pence: refundPence } : {}),
            ...(chargedPence > 0 ? { charged_pence: chargedPence } : {}),
            ...actor.detail,
          },
          at,
        });
      }
      const driverAssigned = legs.some((job) => job.driver_id !== null);
      const parts = await deps.changeMail(trx, { bookingId: row.id, at: new Date(at) });
      await deps.outbox.enqueue(
        trx,
        amendmentMails({ booking: row, changes: ev.changes, oldPence: ev.oldPence, newPence: ev.newPence, settlement: ev.settlement, refundPence, chargedPence, driverAssigned, parts }),
      );
      await deps.notifier?.notify(trx, { kind: 'booking_changed', bookingId: row.id });
      return { kind: 'applied', refundPence, chargedPence };
    },
  });
}
