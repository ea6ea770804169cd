/** Tables of the callers module, merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

export interface CallersTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** Lower-case; '' when the caller gave none. */
  email: string;
  /** E.164 ('+447700900123') for a UK number; another is kept as its '+' and digits; '' when none. */
  phone: string;
  notes: Generated<string>;
  /** 1: the company takes no booking for this caller. */
  do_not_book: Generated<number>;
  created_at: string;
  updated_at: string;
  last_booked_at: string;
}

export interface CallerBookingsTable {
  booking_id: number;
  caller_id: number;
}

export interface CallersTables {
  callers: CallersTable;
  caller_bookings: CallerBookingsTable;
}

export type CallerRow = Selectable<CallersTable>;
