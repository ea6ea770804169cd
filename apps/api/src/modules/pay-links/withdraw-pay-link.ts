/**
 * Staff take back a booking's pay link (the passenger will pay in the car after all). Under the
 * booking's lock, as every write to a link: a payment made with it afterwards finds it withdrawn and
 * is refunded in full (checkouts, 'booking_changed').
 */
import { PAY_LINK_MESSAGES, type WithdrawnPayLink } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { lockedTransaction } from '../../db/locked-transaction.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { inScope, NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { PayLinksRepository } from './pay-links.repository.js';

export function createPayLinkWithdrawal(deps: { db: Db; repo: PayLinksRepository; now: () => Date }) {
  return async function withdrawPayLink(actor: Actor, bookingId: number): Promise<Result<WithdrawnPayLink>> {
    return lockedTransaction(deps.db, { table: 'bookings', id: bookingId }, async (trx) => {
      const booking = await trx.selectFrom('bookings').select(['id', 'booking_number', 'company_id']).where('id', '=', bookingId).executeTakeFirst();
      if (!booking || !inScope(actor.scope, booking.company_id)) return fail(404, NOT_FOUND);
      const link = await deps.repo.awaitingOf(bookingId, trx);
      if (!link) return fail(409, PAY_LINK_MESSAGES.noneAwaiting);
      const at = deps.now().toISOString();
      // Under the lock nothing else writes the link: it is still awaiting.
      await deps.repo.withdraw(trx, link.id, `Withdrawn by ${actor.staff.name}`, at);
      await recordAudit(trx, {
        companyId: booking.company_id,
        staffId: actor.staff.id,
        action: 'booking.pay_link_withdrawn',
        subjectType: 'booking',
        subjectId: bookingId,
        detail: { booking_number: booking.booking_number, kind: link.kind, amount_pence: link.amountPence },
        at,
      });
      return ok({ booking_id: bookingId, amount_pence: link.amountPence, withdrawn_at: at });
    });
  };
}

export type WithdrawPayLink = ReturnType<typeof createPayLinkWithdrawal>;
