/**
 * The writes of a staff change, in the caller's transaction (holding the booking's lock): the
 * booking's journey, vehicle and price columns, its details, stops and party, the notes, and each
 * leg's pickup and addresses on the board. Guarded as a passenger's change is (amend-booking.repository.ts):
 * the booking must still have the fare the change was priced from, and each job the status it was
 * read with, else false (the caller rolls back).
 */
import type { Kysely } from 'kysely';
import { isFinishedJob } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { pickUpInstant, type BookingRows } from '../bookings/index.js';
import type { JobRow } from '../dispatch/index.js';

export interface StaffChangeWrite {
  bookingId: number;
  oldPence: number;
  legs: JobRow[];
  rows: BookingRows;
  notes: string;
  at: string;
}

/** A stop as the booking page shows it: '12 High Street, SW1A 1AA'. */
export const stopText = (s: { stop_address: string; stop_post_code: string; stop_street_number: string }) =>
  [[s.stop_street_number, s.stop_address].filter(Boolean).join(' '), s.stop_post_code].filter(Boolean).join(', ');

export async function writeStaffChange(trx: Kysely<Database>, write: StaffChangeWrite): Promise<boolean> {
  const { bookingId, rows, at } = write;
  const b = rows.booking;
  const booking = await trx
    .updateTable('bookings')
    .set({
      pick_up_address: b.pick_up_address,
      drop_off_address: b.drop_off_address,
      pick_up_date: b.pick_up_date,
      pick_up_time: b.pick_up_time,
      return_date: b.return_date,
      return_time: b.return_time,
      hourly_duration: b.hourly_duration,
      flight_no: b.flight_no,
      return_flight_no: b.return_flight_no,
      vehicle_id: b.vehicle_id,
      category_name: b.category_name,
      amount_pence: b.amount_pence,
      total_pence: b.total_pence,
      unit_pence: b.unit_pence,
      price_breakdown: b.price_breakdown,
      journey_seconds: b.journey_seconds,
      journey_form: b.journey_form,
    })
    .where('id', '=', bookingId)
    .where('amount_pence', '=', write.oldPence)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  if (booking.numUpdatedRows === 0n) return false;

  const { vehicle_qty: _quantity, ...detail } = rows.detail;
  await trx.updateTable('booking_details').set(detail).where('booking_id', '=', bookingId).execute();
  await trx.deleteFrom('booking_stops').where('booking_id', '=', bookingId).execute();
  if (rows.stops.length > 0) await trx.insertInto('booking_stops').values(rows.stops.map((s) => ({ ...s, booking_id: bookingId }))).execute();
  await trx
    .updateTable('passenger_details')
    .set({ total_passengers: rows.passengerDetail.total_passengers, additional_info: write.notes })
    .where('booking_id', '=', bookingId)
    .execute();

  for (const job of write.legs) {
    if (isFinishedJob(job.status)) continue;
    const leg =
      job.leg === 'outbound'
        ? { date: b.pick_up_date, time: b.pick_up_time, from: b.pick_up_address, to: b.drop_off_address }
        : b.return_date && b.return_time
          ? { date: b.return_date, time: b.return_time, from: b.drop_off_address ?? b.pick_up_address, to: b.pick_up_address }
          : null;
    if (!leg) continue;
    const moved = await trx
      .updateTable('booking_jobs')
      .set({ pick_up_at: pickUpInstant(leg.date, leg.time), pick_up_date: leg.date, pick_up_time: leg.time, from_address: leg.from, to_address: leg.to, updated_at: at })
      .where('id', '=', job.id)
      .where('status', '=', job.status)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
  }
  return true;
}
