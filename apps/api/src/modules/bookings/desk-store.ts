/** Storing a booking staff took by phone (bookings desk): the caller as a new guest passenger, then as any booking (store-booking.ts). */
import type { Kysely } from 'kysely';
import type { Booking } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { BookingRows } from './booking-record.js';
import type { BookingsRepository } from './bookings.repository.js';
import type { BookingStore } from './store-booking.js';

export interface DeskBooker {
  firstName: string;
  surname: string;
  /** Lower-case, or '' (then no mail goes to the passenger). */
  email: string;
  phone: string;
}

export type DeskStore = ReturnType<typeof createDeskStore>;

export function createDeskStore(deps: { store: BookingStore['store']; repo: BookingsRepository; now: () => Date }) {
  return {
    /** `takenBy`: the staff member, named in the company's notification. `alongside` runs in the booking's transaction (the desk's audit entries): both are stored or neither. */
    store(rows: BookingRows, booker: DeskBooker, takenBy: string, alongside: (trx: Kysely<Database>, booking: Booking) => Promise<void>): Promise<Booking> {
      const at = deps.now().toISOString();
      const passenger = { first_name: booker.firstName, surname: booker.surname, email: booker.email, phone: booker.phone, password_hash: null, kind: 'guest' as const, created_at: at, updated_at: at };
      return deps.store(rows, { kind: 'new', passenger, profile: booker }, alongside, { takenBy });
    },
    /** The booking made earlier with this idempotency key, and the hash of its request. */
    findByKey: (key: string) => deps.repo.findByIdempotencyKey(key),
    jobIdsOf: (bookingId: number) => deps.repo.jobIdsOf(bookingId),
  };
}
