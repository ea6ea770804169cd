/**
 * The writes of an amendment, in the caller's transaction (holding the booking's lock): the
 * booking's price and pick-up columns, its details and party, and each leg's pick-up on the board.
 * Guarded: the booking must still have the fare the change was priced from, and each job the status
 * it was read with, else nothing is kept (false: the caller rolls back).
 */
import type { Kysely } from 'kysely';
import { isFinishedJob } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { time24 } from '../bookings/index.js';
import type { JobRow } from '../dispatch/index.js';
import type { ChosenVehiclePrice } from '../quotes/index.js';
import { pickupInstant, type AmendedJourney, type AmendLegs } from './amend-request.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';

export interface AmendmentWrite {
  row: ManagedBookingRow;
  legs: JobRow[];
  next: AmendLegs;
  journey: AmendedJourney;
  price: ChosenVehiclePrice;
  at: string;
}

const flight = (text: string) => (text === '' ? null : text);

export async function writeAmendment(trx: Kysely<Database>, write: AmendmentWrite): Promise<boolean> {
  const { row, next, price, at } = write;
  const { outbound: o, return: r } = next;
  const hourly = row.ride_type === 'H';
  const booking = await trx
    .updateTable('bookings')
    .set({
      pick_up_date: o.pickup_date,
      pick_up_time: time24(o.pickup_hour, o.pickup_min),
      ...(r ? { return_date: r.pickup_date, return_time: time24(r.pickup_hour, r.pickup_min), return_flight_no: flight(r.flight_no) } : {}),
      flight_no: flight(o.flight_no),
      amount_pence: price.chargePence,
      total_pence: price.totalPence,
      unit_pence: price.unitPence,
      price_breakdown: JSON.stringify(price.detail.breakdown),
      journey_form: JSON.stringify(write.journey.form),
    })
    .where('id', '=', row.id)
    .where('amount_pence', '=', row.amount_pence)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  if (booking.numUpdatedRows === 0n) return false;

  await trx
    .updateTable('booking_details')
    .set({
      luggages: o.luggages,
      ...(hourly
        ? {}
        : {
            meet_and_greet: o.meet_and_greet,
            baby_seat: o.baby_seats,
            booster_seat: o.booster_seats,
            wheel_chair: o.wheel_chair,
            special_luggages: o.special_luggage,
            waiting_minutes: o.waiting_min,
          }),
    })
    .where('booking_id', '=', row.id)
    .execute();
  await trx.updateTable('passenger_details').set({ total_passengers: o.passengers }).where('booking_id', '=', row.id).execute();

  for (const job of write.legs) {
    // A leg finished meanwhile (completed by the office during the refund) keeps its pickup.
    if (isFinishedJob(job.status)) continue;
    const leg = job.leg === 'outbound' ? o : r;
    const pickupAt = leg ? pickupInstant(leg) : null;
    if (!leg || !pickupAt) continue;
    const moved = await trx
      .updateTable('booking_jobs')
      .set({ pick_up_at: pickupAt.toISOString(), pick_up_date: leg.pickup_date, pick_up_time: time24(leg.pickup_hour, leg.pickup_min), updated_at: at })
      .where('id', '=', job.id)
      .where('status', '=', job.status)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
  }
  return true;
}
