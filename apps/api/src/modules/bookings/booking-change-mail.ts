/**
 * What a passenger's mail about a change to their booking carries besides its words: the calendar
 * file that brings their calendar up to date, and the links of their confirmation. Made in the
 * transaction that stores the change, after it: the file shows the booking as it is now under the
 * same UIDs with a SEQUENCE raised for this change (a cancellation: METHOD:CANCEL of the cancelled
 * legs' events), so the calendar replaces what an earlier file put there.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailAttachment } from '../../platform/outbox/index.js';
import { bookingCalendar, type CalendarLeg } from './booking-calendar.js';
import { createBookingsRepository } from './bookings.repository.js';

/** What a booking's signed links are made from: its id and its pickups (they expire after the last). */
export interface LinkedBooking {
  id: number;
  pick_up_date: string;
  pick_up_time: string;
  return_date: string | null;
  return_time: string | null;
}

/** The booking's signed manage page and printable receipt (app.ts makes them from PUBLIC_URL and the links key). */
export interface BookingMailLinks {
  manageUrl: (booking: LinkedBooking) => string;
  receiptUrl: (booking: LinkedBooking) => string;
}

export interface BookingChangeMailParts {
  /** The calendar file, for each passenger's mail (never the company's). */
  attachments: MailAttachment[];
  /** For the booker and the traveller. */
  manageUrl: string | null;
  /** For the booker only, as in the confirmation. */
  receiptUrl: string | null;
}

export interface BookingChange {
  bookingId: number;
  /** When the change is stored: the file's DTSTAMP. */
  at: Date;
  /** The legs this change cancels; absent for a change that keeps them. */
  cancelled?: readonly CalendarLeg[];
}

/** Called inside the transaction that stores the change, after its writes (it reads the booking as changed). */
export type BookingChangeMail = (trx: Kysely<Database>, change: BookingChange) => Promise<BookingChangeMailParts>;

export function createBookingChangeMail(links?: BookingMailLinks): BookingChangeMail {
  return async (trx, change) => {
    const repo = createBookingsRepository(trx);
    const raised = await repo.raiseCalendarSequence(change.bookingId, trx);
    const booking = raised && (await repo.getBooking(change.bookingId, trx));
    if (!raised || !booking) throw new Error(`booking ${change.bookingId} is not there to mail about`);
    const company = await repo.companyForMail(raised.companyId, trx);
    const calendar = bookingCalendar({
      booking,
      companyPhone: company.phone,
      companyEmail: company.email,
      journeyMinutes: raised.journeySeconds ? raised.journeySeconds / 60 : null,
      now: change.at,
      sequence: raised.sequence,
      cancelled: change.cancelled,
    });
    return { attachments: [calendar], manageUrl: links?.manageUrl(booking) ?? null, receiptUrl: links?.receiptUrl(booking) ?? null };
  };
}
