/** The passenger's texts as the manage page shows them, and when they can no longer be switched. */
import { isFinishedJob } from '@kerbside/domain';
import { TEXT_PREFERENCE_MESSAGES, textableNumber, type ManagedTextMessages } from '@kerbside/contract';
import type { LoadedBooking } from './managed-booking-view.js';

/** Why the texts can no longer be switched: the booking is cancelled or every leg has ended. */
export function closedReason({ row, legs }: LoadedBooking): string | null {
  if (row.status === 'cancelled') return TEXT_PREFERENCE_MESSAGES.cancelled;
  if (legs.length > 0 && legs.every((leg) => isFinishedJob(leg.status))) return TEXT_PREFERENCE_MESSAGES.ended;
  return null;
}

/** The number texts go to, or would go to once switched on. */
export const textNumberOf = ({ row }: LoadedBooking) => row.text_number ?? textableNumber(row.passenger_contact_no);

export function textMessagesOf(loaded: LoadedBooking): ManagedTextMessages {
  const on = loaded.row.text_messages === 1;
  const number = textNumberOf(loaded);
  const blocked = closedReason(loaded) ?? (!on && number === null ? TEXT_PREFERENCE_MESSAGES.noNumber : null);
  return { on, number, blocked };
}

