/**
 * What a console form's boxes become in the website's journey forms (the contract's rules then check
 * them): shared by the price check (Prices) and the New booking screen.
 */
import type { BookingFormInput, HourlyRateFormInput } from '@kerbside/contract';

/** A journey's boxes as a console form holds them. */
export interface JourneyBoxes {
  kind: 'transfer' | 'hourly';
  pickup: string;
  pickupPlaceId: string;
  dropoff: string;
  dropoffPlaceId: string;
  /** Via addresses, in order. */
  stops: string[];
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

export type WebsiteJourney = { bookingType: 'milleage'; bookingForm: BookingFormInput } | { bookingType: 'hourly'; hourlyRateForm: HourlyRateFormInput };

/** 15 → '3pm', 0 → '12am', 12 → '12pm': the hour as the website's forms hold it. */
export function hour12(hour: number): string {
  if (hour === 0) return '12am';
  if (hour === 12) return '12pm';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** A count typed in a box; NaN for what is none, which the website's form rules refuse. */
const count = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const yesNo = (on: boolean): 'yes' | 'no' => (on ? 'yes' : 'no');

/** The website's journey form of the boxes: bookingForm for a transfer, hourlyRateForm for hourly hire. */
export function websiteJourney(v: JourneyBoxes): WebsiteJourney {
  const placeId = (id: string) => (id === '' ? undefined : id);
  if (v.kind === 'hourly') {
    return {
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
