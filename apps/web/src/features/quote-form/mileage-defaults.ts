/** A fresh mileage form, and a stored one made safe to edit again (spec §3, §5; decision 7). */
import { LIMITS, type BookingFormInput, type Stop } from '@kerbside/contract';
import { addDays, toLocalDateTime } from '@kerbside/domain';
import { isEarlier, pickupNotBefore, pickupOf, toLondonTime, type LondonTime } from './pickup-slot';
import { normaliseHour12, normaliseMinute } from './time-options';

/** The booking form with every optional field the screen edits filled in. */
export type MileageForm = BookingFormInput &
  Required<
    Pick<
      BookingFormInput,
      | 'stops'
      | 'return_passengers'
      | 'return_luggages'
      | 'return_hand_luggages'
      | 'return_meet_and_greet'
      | 'return_baby_seats'
      | 'return_booster_seats'
      | 'return_wheel_chair'
      | 'return_special_luggage'
      | 'return_waiting_min'
    >
  >;

const RETURN_GAP_MINUTES = 120;

/** A suggested return, two hours after the pickup, so switching to Return starts valid. */
export function defaultReturnTime(pickup: LondonTime): LondonTime {
  const at = toLocalDateTime(pickup.date, pickup.hour, pickup.min);
  if (!at) return pickup;
  const total = at.minute + RETURN_GAP_MINUTES;
  return toLondonTime({ date: total >= 1440 ? addDays(at.date, 1) : at.date, minute: total % 1440 });
}

/** A one-way trip for one passenger at the first bookable slot (decision 7). */
export function defaultMileageForm(at: LondonTime): MileageForm {
  return {
    stops: [],
    pickup: '',
    dropoff: '',
    pickup_date: at.date,
    pickup_hour: at.hour,
    pickup_min: at.min,
    pickup_fight_number: '',
    select_option: 'one_way',
    return_fight_number: '',
    passengers: 1,
    luggages: 0,
    hand_luggages: 0,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
    return_passengers: 0,
    return_luggages: 0,
    return_hand_luggages: 0,
    return_meet_and_greet: 'no',
    return_baby_seats: 0,
    return_booster_seats: 0,
    return_wheel_chair: 'no',
    return_special_luggage: 0,
    return_waiting_min: 0,
    assistance_dog: 'no',
  };
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const yesNo = (value: unknown): 'yes' | 'no' => (value === 'yes' ? 'yes' : 'no');

function count(value: unknown, max: number, fallback: number, step = 1): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(0, Math.round(value / step) * step));
}

function stops(value: unknown): Stop[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, LIMITS.stops.max).map((s: Partial<Record<keyof Stop, unknown>> | null) => ({
    street_name: text(s?.street_name, ''),
    number: text(s?.number, ''),
    postcode: text(s?.postcode, ''),
  }));
}

/**
 * Restores a decoded form from storage, keeping only values of the right shape: the addresses, the
 * party and the extras stay. A pickup earlier than the first bookable slot (or not a time at all)
 * moves forward to it, and a return no longer after the pickup to two hours after it.
 */
export function restoreMileageForm(stored: unknown, slot: LondonTime): MileageForm {
  const base = defaultMileageForm(slot);
  if (!stored || typeof stored !== 'object') return base;
  const s = stored as Record<string, unknown>;
  const pickupDate = text(s.pickup_date, '');
  const returnDate = optionalText(s.return_date);

  const leg = (prefix: '' | 'return_', fallbackPassengers: number) => ({
    [`${prefix}passengers`]: count(s[`${prefix}passengers`], LIMITS.passengers.max, fallbackPassengers),
    [`${prefix}luggages`]: count(s[`${prefix}luggages`], LIMITS.luggages.max, 0),
    [`${prefix}hand_luggages`]: count(s[`${prefix}hand_luggages`], LIMITS.handLuggages.max, 0),
    [`${prefix}meet_and_greet`]: yesNo(s[`${prefix}meet_and_greet`]),
    [`${prefix}baby_seats`]: count(s[`${prefix}baby_seats`], LIMITS.babySeats.max, 0),
    [`${prefix}booster_seats`]: count(s[`${prefix}booster_seats`], LIMITS.boosterSeats.max, 0),
    [`${prefix}wheel_chair`]: yesNo(s[`${prefix}wheel_chair`]),
    [`${prefix}special_luggage`]: count(s[`${prefix}special_luggage`], LIMITS.specialLuggage.max, 0),
    [`${prefix}waiting_min`]: count(
      s[`${prefix}waiting_min`],
      LIMITS.waitingMinutes.max,
      0,
      LIMITS.waitingMinutes.step,
    ),
  });

  const form = {
    ...base,
    ...leg('', base.passengers),
    ...leg('return_', 0),
    stops: stops(s.stops),
    pickup: text(s.pickup, ''),
    dropoff: text(s.dropoff, ''),
    pickup_place_id: optionalText(s.pickup_place_id),
    dropoff_place_id: optionalText(s.dropoff_place_id),
    pickup_date: /^\d{4}-\d{2}-\d{2}$/.test(pickupDate) ? pickupDate : '',
    pickup_hour: normaliseHour12(s.pickup_hour, ''),
    pickup_min: normaliseMinute(s.pickup_min, ''),
    pickup_fight_number: text(s.pickup_fight_number, ''),
    select_option: s.select_option === 'return' ? 'return' : 'one_way',
    return_date: returnDate,
    return_hour: normaliseHour12(s.return_hour, ''),
    return_min: normaliseMinute(s.return_min, ''),
    return_fight_number: text(s.return_fight_number, ''),
    assistance_dog: yesNo(s.assistance_dog),
  } as MileageForm;
  return returnAfterPickup(pickupNotBefore(form, slot));
}

/**
 * A return that is not after the pickup (or not a time) is cleared; a return trip gets one two
 * hours after the pickup instead.
 */
export function returnAfterPickup(form: MileageForm): MileageForm {
  const pickup = pickupOf(form);
  const back = { date: form.return_date ?? '', hour: form.return_hour ?? '', min: form.return_min ?? '' };
  if (toLocalDateTime(back.date, back.hour, back.min) && isEarlier(pickup, back)) return form;
  if (form.select_option !== 'return') return { ...form, return_date: undefined, return_hour: undefined, return_min: undefined };
  const at = defaultReturnTime(pickup);
  return { ...form, return_date: at.date, return_hour: at.hour, return_min: at.min };
}
