/**
 * A pay link's payment kept, once, whoever completes it first: the manage page, the provider's
 * event or the reconciler (checkouts). All in one transaction under the booking's lock: the link
 * must still await, the booking be confirmed at the fare the link was asked at and no other movement
 * of its money be under way. Then the link is paid, the checkout completed, and the payment becomes
 * the booking's own card payment (a fare) or one more of its payments (a change's difference),
 * audited and confirmed to the passenger by mail. A payment that no longer fits is 'stale': the
 * checkouts module refunds it in full.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { lockedTransaction } from '../../db/locked-transaction.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { CheckoutsRepository, CompletionOutcome, PayLinkCheckout } from '../checkouts/index.js';
import type { JobEvents } from '../dispatch/index.js';
import { type BookingPaymentsRepository, type ProviderIntent, recordCaptureOf, sessionIdOf } from '../payments/index.js';
import { payLinkPaidMail } from './pay-link-mail.js';
import type { PayLinksRepository } from './pay-links.repository.js';

export interface CompletePayLinkDeps {
  db: Db;
  repo: PayLinksRepository;
  checkouts: Pick<CheckoutsRepository, 'markCompleted'>;
  bookingPayments: Pick<BookingPaymentsRepository, 'record'>;
  outbox: MailOutbox;
  events?: JobEvents;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

type Kept = CompletionOutcome | { kind: 'stale' } | { kind: 'kept'; companyId: number; bookingId: number };

export function createPayLinkCompletion(deps: CompletePayLinkDeps) {
  return async function completePaidLink(checkout: PayLinkCheckout, intent: ProviderIntent): Promise<CompletionOutcome | { kind: 'stale' }> {
    const bookingId = checkout.bookingId;
    const kept = await lockedTransaction(deps.db, { table: 'bookings', id: bookingId }, async (trx): Promise<Kept> => {
      const link = await deps.repo.find(checkout.payLinkId, trx);
      // Another completion kept this very payment first.
      if (link?.status === 'paid' && link.intentId === intent.id) return { kind: 'booked', bookingId, replayed: true };
      const booking = await trx
        .selectFrom('bookings as b')
        .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
        .select(['b.id', 'b.booking_number', 'b.company_id', 'b.company_name', 'b.status', 'b.payment_method', 'b.amount_pence', 'b.currency_symbol', 'b.money_op', 'p.email as booker_email'])
        .where('b.id', '=', bookingId)
        .executeTakeFirst();
      // A refund or change under way finishes first; the reconciler comes back to this payment.
      if (booking?.money_op) return { kind: 'unavailable' };
      const fits =
        booking !== undefined &&
        link !== null &&
        link.bookingId === bookingId &&
        link.status === 'awaiting' &&
        booking.status === 'confirmed' &&
        booking.amount_pence === link.bookingPence &&
        intent.amountPence === link.amountPence &&
        (link.kind === 'fare' ? booking.payment_method === 'car' : booking.payment_method === 'card');
      if (!fits) return { kind: 'stale' };

      const at = deps.now().toISOString();
      if (!(await deps.checkouts.markCompleted(trx, checkout.id, bookingId, at))) return { kind: 'unavailable' };
      await deps.repo.markPaid(trx, link.id, intent.id, at);
      if (link.kind === 'fare') {
        await trx
          .updateTable('bookings')
          .set({ payment_method: 'card', payment_id: intent.id, payment_session_id: sessionIdOf(intent) })
          .where('id', '=', bookingId)
          .execute();
        await recordCaptureOf(trx, bookingId, intent, at);
      } else {
        await deps.bookingPayments.record(trx, { bookingId, provider: checkout.provider, intentId: intent.id, amountPence: intent.amountPence, at });
      }
      await recordAudit(trx, {
        companyId: booking.company_id,
        staffId: null,
        action: 'booking.paid_by_link',
        subjectType: 'booking',
        subjectId: bookingId,
        detail: { booking_number: booking.booking_number, kind: link.kind, amount_pence: intent.amountPence, intent_id: intent.id, actor: 'passenger' },
        at,
      });
      const email = booking.booker_email.trim();
      if (email) {
        await deps.outbox.enqueue(trx, [
          payLinkPaidMail({ to: email, companyId: booking.company_id, companyName: booking.company_name, bookingNumber: booking.booking_number, amountPence: intent.amountPence, currencySymbol: booking.currency_symbol }),
        ]);
      }
      return { kind: 'kept', companyId: booking.company_id, bookingId };
    });
    if (kept.kind !== 'kept') return kept;
    const jobs = await deps.db.kysely.selectFrom('booking_jobs').select('id').where('booking_id', '=', bookingId).execute();
    try {
      await deps.events?.publish({ type: 'job.updated', company_id: kept.companyId, job_ids: jobs.map((job) => job.id) });
    } catch (error) {
      // A board that missed the event catches up on its next fetch.
      deps.log.warn({ err: error, booking_id: bookingId }, 'live event not published');
    }
    return { kind: 'booked', bookingId, replayed: false };
  };
}

export type CompletePaidLink = ReturnType<typeof createPayLinkCompletion>;
