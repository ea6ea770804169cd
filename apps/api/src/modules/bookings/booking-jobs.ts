/** The jobs a booking makes on the board: one per leg (pure; no I/O). */
import { londonLocalToUtc } from '@kerbside/domain';
import type { BookingJobsTable, JobLeg, JobStatus } from '../dispatch/index.js';
import type { Insertable } from 'kysely';

export interface BookingForJobs {
  id: number;
  company_id: number;
  pick_up_address: string;
  drop_off_address: string | null;
  pick_up_date: string;
  pick_up_time: string;
  return_date: string | null;
  return_time: string | null;
  status: 'confirmed' | 'cancelled';
}

/** 'HH:MM' on a London date as the UTC instant the board sorts by. */
export function pickUpInstant(date: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return londonLocalToUtc({ date, minute: hours * 60 + minutes }).toISOString();
}

/**
 * The outbound leg, and for a return journey the return leg from the drop-off back to the pick-up
 * address. A booking stored as cancelled makes cancelled jobs.
 */
export function jobsOfBooking(booking: BookingForJobs, now: string): Insertable<BookingJobsTable>[] {
  const status: JobStatus = booking.status === 'cancelled' ? 'cancelled' : 'new';
  const job = (leg: JobLeg, date: string, time: string, from: string, to: string | null): Insertable<BookingJobsTable> => ({
    booking_id: booking.id,
    company_id: booking.company_id,
    leg,
    pick_up_at: pickUpInstant(date, time),
    pick_up_date: date,
    pick_up_time: time,
    from_address: from,
    to_address: to,
    status,
    driver_id: null,
    cancel_reason: null,
    updated_at: now,
  });
  const jobs = [job('outbound', booking.pick_up_date, booking.pick_up_time, booking.pick_up_address, booking.drop_off_address)];
  if (booking.return_date && booking.return_time) {
    jobs.push(job('return', booking.return_date, booking.return_time, booking.drop_off_address ?? booking.pick_up_address, booking.pick_up_address));
  }
  return jobs;
}
