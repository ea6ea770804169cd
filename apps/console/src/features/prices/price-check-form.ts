/**
 * The price check's journey as the page holds it, turned into the website's own forms
 * (bookingForm for a transfer, hourlyRateForm for hourly hire: 12-hour text such as '3pm',
 * minutes '00' to '55') and checked with the contract's rules before it is sent (pure).
 */
import { priceCheckRequestSchema, type PriceCheckRequest } from '@kerbside/contract';
import { websiteJourney } from '../../lib/website-form-values';

export type CheckKind = 'transfer' | 'hourly';

export interface PriceCheckValues {
  kind: CheckKind;
  pickup: string;
  pickupPlaceId: string;
  dropoff: string;
  dropoffPlaceId: string;
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
  meetAndGreet: boolean;
  babySeats: string;
  boosterSeats: string;
  waitingMinutes: string;
  /** Hourly hire: '4'…'24'. */
  duration: string;
}

export type PriceCheckField = keyof PriceCheckValues;

export function initialPriceCheck(date: string): PriceCheckValues {
  return {
    kind: 'transfer',
    pickup: '',
    pickupPlaceId: '',
    dropoff: '',
    dropoffPlaceId: '',
    date,
    hour: '10',
    minute: '00',
    trip: 'one_way',
    returnDate: date,
    returnHour: '18',
    returnMinute: '00',
    passengers: '1',
    meetAndGreet: false,
    babySeats: '0',
    boosterSeats: '0',
    waitingMinutes: '0',
    duration: '4',
  };
}


/** What the price check has no box for is left as the website's form leaves it: no stops, luggage or wheelchair. */
export function priceCheckRequest(values: PriceCheckValues): PriceCheckRequest {
  return websiteJourney({ ...values, stops: [], luggage: '0', wheelchair: false, specialLuggage: '0', flight: '', returnFlight: '' });
}

/** The form's field of each field of the website's forms. */
const FIELD_OF: Record<string, PriceCheckField> = {
  pickup: 'pickup',
  dropoff: 'dropoff',
  pickup_date: 'date',
  pickup_hour: 'hour',
  pickup_min: 'minute',
  return_date: 'returnDate',
  return_hour: 'returnHour',
  return_min: 'returnMinute',
  passengers: 'passengers',
  return_passengers: 'passengers',
  baby_seats: 'babySeats',
  return_baby_seats: 'babySeats',
  booster_seats: 'boosterSeats',
  return_booster_seats: 'boosterSeats',
  waiting_min: 'waitingMinutes',
  return_waiting_min: 'waitingMinutes',
  pickup_duration: 'duration',
};

export type PriceCheckErrors = Partial<Record<PriceCheckField, string>>;

const MESSAGES: PriceCheckErrors = {
  pickup: 'Enter the pickup address',
  dropoff: 'Enter the drop-off address',
  date: 'Choose the pickup date',
  returnDate: 'Choose the return date',
  passengers: 'Enter the number of passengers, 0 to 50',
  babySeats: 'Enter a number of baby seats',
  boosterSeats: 'Enter a number of booster seats',
  waitingMinutes: 'Enter waiting minutes in steps of 5',
};

/** The request to send, or each field's problem ('bookingForm.pickup' → the pickup field). */
export function checkPriceCheck(values: PriceCheckValues): { ok: true; request: PriceCheckRequest } | { ok: false; errors: PriceCheckErrors } {
  const request = priceCheckRequest(values);
  const checked = priceCheckRequestSchema.safeParse(request);
  if (checked.success) return { ok: true, request };
  const errors: PriceCheckErrors = {};
  for (const issue of checked.error.issues) {
    const field = FIELD_OF[String(issue.path[1] ?? '')];
    if (field) errors[field] ??= MESSAGES[field] ?? issue.message;
  }
  if (Object.keys(errors).length === 0) errors.pickup = checked.error.issues[0]?.message ?? 'Check the journey';
  return { ok: false, errors };
}
