/**
 * An amendment as the server reads it (pure; no I/O): the legs the passenger may change, normalised
 * (an hourly hire keeps its extras, a one-way booking has no return), the changes in words, and the
 * booking's stored form with them, to be priced again.
 */
import { bookingFormSchema, hourlyRateFormSchema, type AmendLeg, type BookingForm, type HourlyRateForm, type PayableBooking } from '@kerbside/contract';
import { formatLondonDayTime, londonLocalToUtc, toLocalDateTime } from '@kerbside/domain';
import type { JobRow } from '../dispatch/index.js';
import { amendableLeg } from './amend-rules.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';

export interface AmendLegs {
  outbound: AmendLeg;
  return: AmendLeg | null;
}

/** The booking's legs as they are now (null when a leg cannot be amended: amendCheck blocks it first). */
export function currentLegs(row: ManagedBookingRow, legs: JobRow[]): AmendLegs | null {
  const outbound = legs.find((leg) => leg.leg === 'outbound');
  const back = legs.find((leg) => leg.leg === 'return');
  const current = outbound ? amendableLeg(outbound, row) : null;
  if (!current) return null;
  const currentBack = back ? amendableLeg(back, row) : null;
  if (back && !currentBack) return null;
  return { outbound: current, return: currentBack };
}

const EXTRAS = ['meet_and_greet', 'baby_seats', 'booster_seats', 'wheel_chair', 'special_luggage', 'waiting_min'] as const;

/** What the passenger may change: an hourly hire has no extras, a booking without a return no return leg. */
export function normaliseLegs(requested: AmendLegs, current: AmendLegs, hourly: boolean): AmendLegs {
  const leg = (asked: AmendLeg, now: AmendLeg): AmendLeg => {
    const next = { ...asked, flight_no: asked.flight_no.trim() };
    if (hourly) for (const key of EXTRAS) Object.assign(next, { [key]: now[key] });
    return next;
  };
  return {
    outbound: leg(requested.outbound, current.outbound),
    return: current.return ? leg(requested.return ?? current.return, current.return) : null,
  };
}

/** The leg's pickup instant (UTC); null for a date or time that does not exist. */
export function pickupInstant(leg: AmendLeg): Date | null {
  const at = toLocalDateTime(leg.pickup_date, leg.pickup_hour, leg.pickup_min);
  return at ? londonLocalToUtc(at) : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function legChanges(before: AmendLeg, after: AmendLeg, now: Date, prefix: string): string[] {
  const lines: string[] = [];
  const count = (key: keyof AmendLeg, one: string, many: string) => {
    const [was, is] = [before[key] as number, after[key] as number];
    if (was !== is) lines.push(`${prefix}${plural(is, one, many)} (was ${was})`);
  };
  const toggle = (key: 'meet_and_greet' | 'wheel_chair', name: string) => {
    if (before[key] !== after[key]) lines.push(`${prefix}${name} ${after[key] === 'yes' ? 'added' : 'removed'}`);
  };
  const [was, is] = [pickupInstant(before), pickupInstant(after)];
  if (is && was?.getTime() !== is.getTime()) lines.push(`${prefix ? 'Return pickup' : 'Pickup'} moved to ${formatLondonDayTime(is, now)}`);
  count('passengers', 'passenger', 'passengers');
  count('luggages', 'piece of luggage', 'pieces of luggage');
  count('hand_luggages', 'piece of hand luggage', 'pieces of hand luggage');
  if (before.flight_no !== after.flight_no) {
    lines.push(after.flight_no ? `${prefix}Flight number ${after.flight_no}${before.flight_no ? ` (was ${before.flight_no})` : ''}` : `${prefix}Flight number ${before.flight_no} removed`);
  }
  toggle('meet_and_greet', 'Meet and greet');
  count('baby_seats', 'baby seat', 'baby seats');
  count('booster_seats', 'booster seat', 'booster seats');
  toggle('wheel_chair', 'Wheelchair');
  count('special_luggage', 'piece of special luggage', 'pieces of special luggage');
  count('waiting_min', 'minute of waiting', 'minutes of waiting');
  return lines;
}

/** 'Pickup moved to Fri 4 Dec, 09:00', '3 passengers (was 2)', 'Return: Wheelchair added'…; empty when nothing changed. */
export function changesOf(before: AmendLegs, after: AmendLegs, now: Date): string[] {
  return [...legChanges(before.outbound, after.outbound, now, ''), ...(before.return && after.return ? legChanges(before.return, after.return, now, 'Return: ') : [])];
}

/** The same request, whatever the order of its keys: the identity of a paid amendment. */
export function legsKey(legs: AmendLegs): string {
  const ordered = (leg: AmendLeg | null) => (leg ? Object.fromEntries(Object.entries(leg).sort(([a], [b]) => a.localeCompare(b))) : null);
  return JSON.stringify({ outbound: ordered(legs.outbound), return: ordered(legs.return) });
}

export interface AmendedJourney {
  payable: PayableBooking;
  /** The form the booking keeps (journey_form). */
  form: BookingForm | (HourlyRateForm & { hand_luggages: number });
}

const flightOrUndefined = (text: string) => (text === '' ? undefined : text);

/** The booking's stored form with the legs' changes, as the price call reads it; null when the stored form is unreadable. */
export function amendedJourney(row: ManagedBookingRow, legs: AmendLegs): AmendedJourney | null {
  let stored: unknown;
  try {
    stored = JSON.parse(row.journey_form);
  } catch {
    return null;
  }
  const { outbound: o, return: r } = legs;
  const vehicle = { vehicle_id: row.vehicle_id, company_id: row.company_id, final_price: row.amount_pence / 100 };
  if (row.ride_type === 'H') {
    const form = hourlyRateFormSchema.safeParse({ ...(stored as object), pickup_date: o.pickup_date, pickup_hour: o.pickup_hour, pickup_min: o.pickup_min });
    if (!form.success) return null;
    return {
      payable: { bookingType: 'hourly', hourlyRateForm: form.data, selectedVehicle: row.quantity, selectedVehicleData: vehicle },
      form: { ...form.data, hand_luggages: o.hand_luggages },
    };
  }
  const changed = {
    ...(stored as object),
    pickup_date: o.pickup_date,
    pickup_hour: o.pickup_hour,
    pickup_min: o.pickup_min,
    pickup_fight_number: flightOrUndefined(o.flight_no),
    passengers: o.passengers,
    luggages: o.luggages,
    hand_luggages: o.hand_luggages,
    meet_and_greet: o.meet_and_greet,
    baby_seats: o.baby_seats,
    booster_seats: o.booster_seats,
    wheel_chair: o.wheel_chair,
    special_luggage: o.special_luggage,
    waiting_min: o.waiting_min,
    ...(r
      ? {
          return_date: r.pickup_date,
          return_hour: r.pickup_hour,
          return_min: r.pickup_min,
          return_fight_number: flightOrUndefined(r.flight_no),
          return_passengers: r.passengers,
          return_luggages: r.luggages,
          return_hand_luggages: r.hand_luggages,
          return_meet_and_greet: r.meet_and_greet,
          return_baby_seats: r.baby_seats,
          return_booster_seats: r.booster_seats,
          return_wheel_chair: r.wheel_chair,
          return_special_luggage: r.special_luggage,
          return_waiting_min: r.waiting_min,
        }
      : {}),
  };
  const form = bookingFormSchema.safeParse(changed);
  if (!form.success) return null;
  return { payable: { bookingType: 'milleage', bookingForm: form.data, selectedVehicle: row.quantity, selectedVehicleData: vehicle }, form: form.data };
}
