/**
 * Staff ask the passenger of a booking paid in the car to pay its fare by card (issue 24 §1, §3).
 * Under the booking's lock, so the ask never races a change, a cancellation or a refund of the same
 * booking: at most one link awaits (sent again, the same link is mailed again), and a link asked
 * at another fare is withdrawn and asked again at this one. Nothing here charges anything: the
 * manage page takes the payment.
 */
import { PAY_LINK_MESSAGES, type SentPayLink } from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { lockedTransaction } from '../../db/locked-transaction.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { inScope, NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import type { LinkedBooking } from '../bookings/index.js';
import { payLinkMail } from './pay-link-mail.js';
import type { PayLinksRepository } from './pay-links.repository.js';

export interface SendPayLinkDeps {
  db: Db;
  repo: PayLinksRepository;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of the change (notifications module). */
  notifier?: Notifier;
  /** The booking's signed manage page (app.ts). */
  manageUrl: (booking: LinkedBooking) => string;
  now: () => Date;
}

/** Legs whose fare the driver may have taken already: a link would ask for it twice. */
const FINISHED = ['completed', 'no_show'] as const;

/** '2026-12-01', '09:30' → 'Tue 1 December 2026 at 09:30'. */
function pickUpText(date: string, time: string): string {
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${day} at ${time}`;
}

/** The whole fare, or a dearer change's difference (asked inside that change's movement of the booking's money). */
export type PayLinkAsk = { kind: 'fare'; inMoneyMovement?: boolean } | { kind: 'difference'; pence: number; inMoneyMovement: boolean };

/** Who asks: a staff member, whose company must own the booking (another's is not found). */
export interface Asker {
  staffId: number;
  owns: (companyId: number) => boolean;
}

export function createPayLinkSender(deps: SendPayLinkDeps) {
  /**
   * In the booking's transaction (held under its lock, or the one that stores or changes it): the
   * link asked or mailed again, audited, the mail queued. A refusal writes nothing. `what`: the whole
   * fare of a booking paid in the car, or the unpaid difference of a card booking's dearer change.
   */
  async function ask(trx: Kysely<Database>, asker: Asker, bookingId: number, what: PayLinkAsk): Promise<Result<SentPayLink>> {
    const booking = await trx
      .selectFrom('bookings as b')
      .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
      .select([
        'b.id',
        'b.booking_number',
        'b.company_id',
        'b.company_name',
        'b.status',
        'b.payment_method',
        'b.amount_pence',
        'b.currency_symbol',
        'b.money_op',
        'b.pick_up_date',
        'b.pick_up_time',
        'b.return_date',
        'b.return_time',
        'p.email as booker_email',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!booking || !asker.owns(booking.company_id)) return fail(404, NOT_FOUND);
    if (booking.status === 'cancelled') return fail(409, PAY_LINK_MESSAGES.cancelled);
    if (what.kind === 'fare' && booking.payment_method === 'card') return fail(409, PAY_LINK_MESSAGES.paidByCard);
    if (what.kind === 'difference' && booking.payment_method !== 'card') return fail(409, PAY_LINK_MESSAGES.differenceOfCard);
    if (booking.money_op && !what.inMoneyMovement) return fail(409, PAY_LINK_MESSAGES.busy);
    const finished = await trx.selectFrom('booking_jobs').select('id').where('booking_id', '=', bookingId).where('status', 'in', FINISHED).executeTakeFirst();
    if (finished) return fail(409, PAY_LINK_MESSAGES.finished);
    const email = booking.booker_email.trim();
    if (!email) return fail(422, PAY_LINK_MESSAGES.noEmail);

    const at = deps.now().toISOString();
    const amountPence = what.kind === 'fare' ? booking.amount_pence : what.pence;
    const before = await deps.repo.awaitingOf(bookingId, trx);
    const again = before !== null && before.kind === what.kind && before.bookingPence === booking.amount_pence && before.amountPence === amountPence;
    if (before && !again) await deps.repo.withdraw(trx, before.id, 'The fare changed', at);
    const link = again
      ? before
      : await deps.repo.insertAwaiting(trx, { bookingId, companyId: booking.company_id, kind: what.kind, amountPence, bookingPence: booking.amount_pence, staffId: asker.staffId }, at);

    await recordAudit(trx, {
      companyId: booking.company_id,
      staffId: asker.staffId,
      action: 'booking.pay_link_sent',
      subjectType: 'booking',
      subjectId: bookingId,
      detail: { booking_number: booking.booking_number, kind: link.kind, amount_pence: link.amountPence, again },
      at,
    });
    await deps.outbox.enqueue(trx, [
      payLinkMail({
        to: email,
        companyId: booking.company_id,
        companyName: booking.company_name,
        bookingNumber: booking.booking_number,
        pickUp: pickUpText(booking.pick_up_date, booking.pick_up_time),
        amountPence: link.amountPence,
        currencySymbol: booking.currency_symbol,
        manageUrl: deps.manageUrl(booking),
      }),
    ]);
    await deps.notifier?.notify(trx, { kind: 'pay_link', bookingId, amountPence: link.amountPence });
    return ok({ booking_id: bookingId, kind: link.kind, amount_pence: link.amountPence, asked_at: link.createdAt, mailed_to: email });
  }

  const askFare = (trx: Kysely<Database>, asker: Asker, bookingId: number) => ask(trx, asker, bookingId, { kind: 'fare' });

  /** POST …/pay-link: under the booking's lock. */
  async function sendPayLink(actor: Actor, bookingId: number): Promise<Result<SentPayLink>> {
    const asker: Asker = { staffId: actor.staff.id, owns: (companyId) => inScope(actor.scope, companyId) };
    return lockedTransaction(deps.db, { table: 'bookings', id: bookingId }, (trx) => askFare(trx, asker, bookingId));
  }

  return { ask, askFare, sendPayLink };
}

export type PayLinkSender = ReturnType<typeof createPayLinkSender>;
export type SendPayLink = PayLinkSender['sendPayLink'];
export type AskFare = PayLinkSender['askFare'];
export type AskPayLink = PayLinkSender['ask'];
