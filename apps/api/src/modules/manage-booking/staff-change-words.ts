/**
 * A staff change in words (pure; no I/O): the legs' time, party, extras and flight as a passenger's
 * own change says them (amend-request.ts), then the addresses, stops, hire length, vehicle, notes
 * and price.
 */
import type { AmendLeg, BookingForm } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { BookingRows } from '../bookings/index.js';
import { changesOf, currentLegs, type AmendLegs } from './amend-request.js';
import type { LoadedBooking } from './managed-booking-view.js';

/** The legs of a mileage form, as the passenger's amend form reads them. */
function legsOfForm(form: BookingForm, hasReturn: boolean): AmendLegs {
  const outbound: AmendLeg = {
    pickup_date: form.pickup_date,
    pickup_hour: form.pickup_hour,
    pickup_min: form.pickup_min,
    flight_no: (form.pickup_fight_number ?? '').trim(),
    passengers: form.passengers,
    luggages: form.luggages,
    hand_luggages: form.hand_luggages,
    meet_and_greet: form.meet_and_greet,
    baby_seats: form.baby_seats,
    booster_seats: form.booster_seats,
    wheel_chair: form.wheel_chair,
    special_luggage: form.special_luggage,
    waiting_min: form.waiting_min,
  };
  if (!hasReturn) return { outbound, return: null };
  return {
    outbound,
    return: {
      pickup_date: form.return_date ?? form.pickup_date,
      pickup_hour: form.return_hour ?? form.pickup_hour,
      pickup_min: form.return_min ?? form.pickup_min,
      flight_no: (form.return_fight_number ?? '').trim(),
      passengers: form.return_passengers ?? form.passengers,
      luggages: form.return_luggages ?? form.luggages,
      hand_luggages: form.return_hand_luggages ?? form.hand_luggages,
      meet_and_greet: form.return_meet_and_greet ?? form.meet_and_greet,
      baby_seats: form.return_baby_seats ?? form.baby_seats,
      booster_seats: form.return_booster_seats ?? form.booster_seats,
      wheel_chair: form.return_wheel_chair ?? form.wheel_chair,
      special_luggage: form.return_special_luggage ?? form.special_luggage,
      waiting_min: form.return_waiting_min ?? form.waiting_min,
    },
  };
}

export interface StaffChangeBefore {
  loaded: LoadedBooking;
  notes: string;
}

export interface StaffChangeAfter {
  rows: BookingRows;
  /** The stops as the booking page shows them. */
  stops: string[];
  notes: string;
}

const was = (before: string) => (before === '' ? '' : ` (was ${before})`);

export function staffChanges(before: StaffChangeBefore, after: StaffChangeAfter, now: Date): string[] {
  const { row, legs } = before.loaded;
  const next = after.rows.booking;
  const lines: string[] = [];
  const current = currentLegs(row, legs);
  const form = JSON.parse(next.journey_form) as BookingForm & { pickup_duration?: string };
  if (current) {
    const moved: AmendLegs =
      row.ride_type === 'H'
        ? { outbound: { ...current.outbound, pickup_date: form.pickup_date, pickup_hour: form.pickup_hour, pickup_min: form.pickup_min }, return: null }
        : legsOfForm(form, current.return !== null);
    lines.push(...changesOf(current, moved, now));
  }
  const outbound = legs.find((l) => l.leg === 'outbound');
  const [pickup, dropoff] = [outbound?.from_address ?? '', outbound?.to_address ?? ''];
  if (next.pick_up_address !== pickup) lines.push(`Pickup address: ${next.pick_up_address}${was(pickup)}`);
  if ((next.drop_off_address ?? '') !== dropoff) lines.push(`Drop-off: ${next.drop_off_address ?? ''}${was(dropoff)}`);
  if (after.stops.join(' | ') !== before.loaded.stops.join(' | ')) {
    lines.push(after.stops.length > 0 ? `Stops: ${after.stops.join('; ')}${was(before.loaded.stops.join('; '))}` : `Stops removed (were ${before.loaded.stops.join('; ')})`);
  }
  if (row.hourly_duration !== null && next.hourly_duration !== row.hourly_duration) lines.push(`Hire length: ${next.hourly_duration ?? ''}${was(row.hourly_duration)}`);
  if (next.vehicle_id !== row.vehicle_id) lines.push(`Vehicle: ${next.category_name} (was ${row.category_name})`);
  if (after.notes !== before.notes) lines.push(after.notes === '' ? 'Notes removed' : `Notes: ${after.notes}`);
  if (next.amount_pence !== row.amount_pence) lines.push(`Price: ${formatPounds(next.amount_pence, row.currency_symbol)} (was ${formatPounds(row.amount_pence, row.currency_symbol)})`);
  return lines;
}
