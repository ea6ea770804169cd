/**
 * The passenger's texts about the ride, switched on the manage page: off stops the texts still to
 * come (the notification policy reads bookings.text_messages when it sends); on again goes to the
 * number kept from the booking, or the travelling passenger's phone when it takes texts. Audited as
 * the passenger's change, in the change's transaction.
 */
import type { Kysely } from 'kysely';
import { MANAGE_BOOKING_MESSAGES, TEXT_PREFERENCE_MESSAGES, type BodyOf, type ManagedBooking, type OPERATIONS } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { auditActor } from '../dispatch/index.js';
import type { ManageBookingService } from './manage-booking.service.js';
import { managedBookingView } from './managed-booking-view.js';
import { closedReason, textNumberOf } from './text-preference-view.js';

export function createTextPreference(deps: { db: Kysely<Database>; service: Pick<ManageBookingService, 'byToken' | 'load' | 'conflict'>; now: () => Date }) {
  const { service } = deps;

  async function set(input: BodyOf<typeof OPERATIONS.setManagedBookingTexts>): Promise<Result<ManagedBooking>> {
    const found = await service.byToken(input.token);
    if (!found.ok) return found;
    const loaded = found.value;
    const { row } = loaded;
    const closed = closedReason(loaded);
    if (closed) return service.conflict(row.id, closed);
    const wanted = input.text_messages;
    const number = textNumberOf(loaded);
    if (wanted && number === null) return fail(422, TEXT_PREFERENCE_MESSAGES.noNumber);
    if ((row.text_messages === 1) !== wanted) {
      const at = deps.now().toISOString();
      const changed = await deps.db.transaction().execute(async (trx) => {
        // Still confirmed as it is written: a cancellation meanwhile wins.
        const updated = await trx
          .updateTable('bookings')
          .set({ text_messages: wanted ? 1 : 0, text_number: number })
          .where('id', '=', row.id)
          .where('status', '=', 'confirmed')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        const actor = auditActor({ kind: 'passenger', email: row.booker_email });
        await recordAudit(trx, {
          companyId: row.company_id,
          staffId: actor.staffId,
          action: wanted ? 'booking.text_messages_on' : 'booking.text_messages_off',
          subjectType: 'booking',
          subjectId: row.id,
          detail: { booking_number: row.booking_number, text_number: number, ...actor.detail },
          at,
        });
        return true;
      });
      if (!changed) return service.conflict(row.id, TEXT_PREFERENCE_MESSAGES.cancelled);
    }
    const fresh = await service.load(row.id);
    return fresh ? ok(managedBookingView(fresh, deps.now())) : fail(404, MANAGE_BOOKING_MESSAGES.linkInvalid);
  }

  return { set };
}

export type TextPreference = ReturnType<typeof createTextPreference>;
