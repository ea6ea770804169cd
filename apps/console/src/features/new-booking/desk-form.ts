/**
 * The New booking screen's form as the page holds it, turned into the desk's request (the website's
 * own journey forms: 12-hour text such as '3pm', minutes '00' to '55'), and a caller's earlier
 * journey turned back into it, as it was or reversed (pure).
 */
import type { CallerJourney, DeskBookingInput, DeskJourneyInput, DeskPayment } from '@kerbside/contract';
import { websiteJourney, type JourneyBoxes } from '../../lib/website-form-values';

export type DeskKind = JourneyBoxes['kind'];

export interface DeskValues extends JourneyBoxes {
  when: 'asap' | 'later';
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


/** The journey part of the desk's requests. */
export function deskJourney(v: DeskValues): DeskJourneyInput {
  return { asap: v.when === 'asap', ...websiteJourney(v) };
}

export interface DeskExtras {
  vehicleId: number;
  caller: CallerValues;
  notes: string;
  payment: DeskPayment;
  /** An agreed price instead of the tariff's: pounds as typed, and why. */
  override: { price: string; reason: string } | null;
  idempotencyKey: string;
  /** Texts about the ride to the caller's mobile, when the caller asks. */
  textMessages?: boolean;
  /** How the booking was made, for the booking record (phone when not said). */
  channel?: DeskChannel;
  /** An hourly hire's main destination or area, for the booking record; may be left empty (the job then cannot set off until it is recorded). */
  mainDestination?: string;
}

export type DeskChannel = 'phone' | 'in_person' | 'other_operator';
export const DESK_CHANNEL_CHOICES: ReadonlyArray<{ value: DeskChannel; label: string }> = [
  { value: 'phone', label: 'Phone' },
  { value: 'in_person', label: 'In person' },
  { value: 'other_operator', label: 'Another operator' },
];

export function deskBookingRequest(v: DeskValues, extras: DeskExtras): DeskBookingInput {
  const journey = deskJourney(v);
  const destination = extras.mainDestination?.trim() ?? '';
  const withDestination: DeskJourneyInput =
    journey.bookingType === 'hourly' && destination !== '' ? { ...journey, hourlyRateForm: { ...journey.hourlyRateForm, main_destination: destination } } : journey;
  return {
    ...withDestination,
    vehicle_id: extras.vehicleId,
    caller: { name: extras.caller.name.trim(), phone: extras.caller.phone.trim(), email: extras.caller.email.trim() },
    notes: extras.notes,
    payment: extras.payment,
    price_override: extras.override ? { price: Number(extras.override.price.replace(/^£/, '')), reason: extras.override.reason.trim() } : undefined,
    idempotency_key: extras.idempotencyKey,
    text_messages: extras.textMessages ?? false,
    channel: extras.channel ?? 'phone',
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

