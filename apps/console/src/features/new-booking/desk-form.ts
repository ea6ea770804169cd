/**
 * The New booking screen's form as the page holds it, turned into the desk's request (the website's
 * own journey forms: 12-hour text such as '3pm', minutes '00' to '55'), and a caller's earlier
 * journey turned back into it, as it was or reversed (pure).
 */
import type { CallerJourney, DeskBookingInput, DeskJourneyInput } from '@kerbside/contract';
import { hour12, typedCount as count } from '../../lib/website-form-values';

export type DeskKind = 'transfer' | 'hourly';

export interface DeskValues {
  kind: DeskKind;
  pickup: string;
  pickupPlaceId: string;
  dropoff: string;
  dropoffPlaceId: string;
  /** Via addresses, in order. */
  stops: string[];
  when: 'asap' | 'later';
  /** YYYY-MM-DD, London. */
  date: string;
  /** '0'…'23'. */
  hour: string;
  /** '00'…'55'. */
  minute: string;
  trip: 'one_way' | 'return';
  returnDate: string;
  returnHour: string;
  returnMinute: string;
  passengers: string;
  luggage: string;
  meetAndGreet: boolean;
  wheelchair: boolean;
  babySeats: string;
  boosterSeats: string;
  specialLuggage: string;
  waitingMinutes: string;
  flight: string;
  returnFlight: string;
  /** Hourly hire: '4'…'24'. */
  duration: string;
}

export interface CallerValues {
  name: string;
  phone: string;
  email: string;
}

export function initialDeskValues(date: string): DeskValues {
  return {
    kind: 'transfer',
    pickup: '',
    pickupPlaceId: '',
    dropoff: '',
    dropoffPlaceId: '',
    stops: [],
    when: 'asap',
    date,
    hour: '10',
    minute: '00',
    trip: 'one_way',
    returnDate: date,
    returnHour: '18',
    returnMinute: '00',
    passengers: '1',
    luggage: '0',
    meetAndGreet: false,
    wheelchair: false,
    babySeats: '0',
    boosterSeats: '0',
    specialLuggage: '0',
    waitingMinutes: '0',
    flight: '',
    returnFlight: '',
    duration: '4',
  };
}

const yesNo = (on: boolean): 'yes' | 'no' => (on ? 'yes' : 'no');

/** The journey part of the desk's requests. */
export function deskJourney(v: DeskValues): DeskJourneyInput {
  const asap = v.when === 'asap';
  const placeId = (id: string) => (id === '' ? undefined : id);
  if (v.kind === 'hourly') {
    return {
      asap,
      bookingType: 'hourly',
      hourlyRateForm: {
        pickup: v.pickup.trim(),
        pickup_place_id: placeId(v.pickupPlaceId),
        pickup_date: v.date,
        pickup_hour: hour12(Number(v.hour)),
        pickup_min: v.minute,
        pickup_duration: `${v.duration}hour`,
      },
    };
  }
  const leg = {
    passengers: count(v.passengers),
    luggages: count(v.luggage),
    hand_luggages: 0,
    meet_and_greet: yesNo(v.meetAndGreet),
    baby_seats: count(v.babySeats),
    booster_seats: count(v.boosterSeats),
    wheel_chair: yesNo(v.wheelchair),
    special_luggage: count(v.specialLuggage),
    waiting_min: count(v.waitingMinutes),
  };
  const isReturn = v.trip === 'return';
  return {
    asap,
    bookingType: 'milleage',
    bookingForm: {
      stops: v.stops.map((s) => s.trim()).filter(Boolean).map((street_name) => ({ street_name, number: '', postcode: '' })),
      pickup: v.pickup.trim(),
      dropoff: v.dropoff.trim(),
      pickup_place_id: placeId(v.pickupPlaceId),
      dropoff_place_id: placeId(v.dropoffPlaceId),
      pickup_date: v.date,
      pickup_hour: hour12(Number(v.hour)),
      pickup_min: v.minute,
      pickup_fight_number: v.flight.trim() || undefined,
      select_option: v.trip,
      ...leg,
      ...(isReturn
        ? {
            return_date: v.returnDate,
            return_hour: hour12(Number(v.returnHour)),
            return_min: v.returnMinute,
            return_fight_number: v.returnFlight.trim() || undefined,
            return_passengers: leg.passengers,
            return_luggages: leg.luggages,
            return_meet_and_greet: leg.meet_and_greet,
            return_baby_seats: leg.baby_seats,
            return_booster_seats: leg.booster_seats,
            return_wheel_chair: leg.wheel_chair,
            return_special_luggage: leg.special_luggage,
            return_waiting_min: leg.waiting_min,
          }
        : {}),
    },
  };
}

export interface DeskExtras {
  vehicleId: number;
  caller: CallerValues;
  notes: string;
  /** An agreed price instead of the tariff's: pounds as typed, and why. */
  override: { price: string; reason: string } | null;
  idempotencyKey: string;
}

export function deskBookingRequest(v: DeskValues, extras: DeskExtras): DeskBookingInput {
  const journey = deskJourney(v);
  return {
    ...journey,
    vehicle_id: extras.vehicleId,
    caller: { name: extras.caller.name.trim(), phone: extras.caller.phone.trim(), email: extras.caller.email.trim() },
    notes: extras.notes,
    payment: 'car',
    price_override: extras.override ? { price: Number(extras.override.price.replace(/^£/, '')), reason: extras.override.reason.trim() } : undefined,
    idempotency_key: extras.idempotencyKey,
  };
}

const text = (n: number) => String(n);

/**
 * An earlier journey in the form, to book again: as it was, or reversed (drop-off to pickup, the
 * stops in the opposite order). The time is ASAP until the dispatcher says otherwise; a reversed
 * journey keeps no flight number (it belonged to the other end).
 */
export function valuesFromJourney(journey: CallerJourney['journey'], reverse: boolean, base: DeskValues): DeskValues {
  if (journey.bookingType === 'hourly') {
    const f = journey.hourlyRateForm;
    return { ...base, kind: 'hourly', pickup: f.pickup, pickupPlaceId: f.pickup_place_id ?? '', when: 'asap', duration: String(Number.parseInt(f.pickup_duration, 10) || 4) };
  }
  const f = journey.bookingForm;
  const stops = f.stops.map((s) => [s.number, s.street_name].filter(Boolean).join(' ') + (s.postcode ? `, ${s.postcode}` : '')).filter(Boolean);
  return {
    ...base,
    kind: 'transfer',
    pickup: reverse ? f.dropoff : f.pickup,
    pickupPlaceId: (reverse ? f.dropoff_place_id : f.pickup_place_id) ?? '',
    dropoff: reverse ? f.pickup : f.dropoff,
    dropoffPlaceId: (reverse ? f.pickup_place_id : f.dropoff_place_id) ?? '',
    stops: reverse ? [...stops].reverse() : stops,
    when: 'asap',
    trip: 'one_way',
    passengers: text(f.passengers),
    luggage: text(f.luggages),
    meetAndGreet: f.meet_and_greet === 'yes',
    wheelchair: f.wheel_chair === 'yes',
    babySeats: text(f.baby_seats),
    boosterSeats: text(f.booster_seats),
    specialLuggage: text(f.special_luggage),
    waitingMinutes: text(f.waiting_min),
    flight: reverse ? '' : (f.pickup_fight_number ?? ''),
    returnFlight: '',
  };
}

