/** Turns a priced booking request into the rows a booking is stored as (pure; no I/O). */
import { BOOKING_RECORD_MESSAGES, emptyRegistration, textableNumber, travellerPhoneField, type BookingForm, type BookingRequest, type HourlyRateForm, type RegistrationData } from '@kerbside/contract';
import { hour12ToHour24 } from '@kerbside/domain';
import type { ChosenVehiclePrice } from '../quotes/index.js';
import type { BookingChannel, BookingRow, BookingTakenBy, CaptureColumns, NewBookingDetail, NewBookingStop, NewPassengerDetail } from './bookings.tables.js';

export interface BookingRows {
  /** Every column set but those a new booking leaves at their defaults (not cancelled, no change yet): the booking is answered from these rows. */
  booking: Omit<BookingRow, 'id' | 'booking_number' | 'passenger_id' | 'cancelled_at' | 'cancelled_by' | 'calendar_sequence' | 'anonymised_at' | CaptureColumns>;
  detail: NewBookingDetail;
  stops: NewBookingStop[];
  passengerDetail: NewPassengerDetail;
}

/** Who took a booking and how, for the operator's booking record, as they were then. */
export interface TakenBy {
  by: BookingTakenBy;
  staffId: number | null;
  name: string;
  channel: BookingChannel;
}

/** A booking the website's key client made. */
export const TAKEN_BY_WEBSITE: TakenBy = { by: 'website', staffId: null, name: 'Website', channel: 'web' };

export interface BookingMeta {
  taken: TakenBy;
  idempotencyKey: string | null;
  requestHash: string;
  payment: { paymentId: string; sessionId: string } | null;
  createdAt: string;
}

/** ('3pm', '05') → '15:05'. The forms were validated, so the parts are well formed. */
export function time24(hour12: string, minute: string): string {
  const hour = hour12ToHour24(hour12);
  if (hour === null) throw new RangeError(`Bad hour: ${hour12}`);
  return `${String(hour).padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

const orNull = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

function journey(price: ChosenVehiclePrice) {
  if (price.bookingType === 'milleage' && price.bookingForm) return mileageJourney(price.bookingForm);
  if (price.hourlyRateForm) return hourlyJourney(price.hourlyRateForm);
  throw new Error('A priced booking carries its form');
}

function mileageJourney(form: BookingForm) {
  const isReturn = form.select_option === 'return';
  return {
    form,
    fields: {
      ride_type: 'Q' as const,
      pick_up_address: form.pickup,
      drop_off_address: form.dropoff,
      pick_up_date: form.pickup_date,
      pick_up_time: time24(form.pickup_hour, form.pickup_min),
      return_date: isReturn ? (form.return_date ?? null) : null,
      return_time: isReturn && form.return_hour && form.return_min ? time24(form.return_hour, form.return_min) : null,
      hourly_duration: null,
      main_destination: null,
      flight_no: orNull(form.pickup_fight_number),
      return_flight_no: isReturn ? orNull(form.return_fight_number) : null,
    },
    detail: {
      meet_and_greet: form.meet_and_greet,
      baby_seat: form.baby_seats,
      booster_seat: form.booster_seats,
      wheel_chair: form.wheel_chair,
      assistance_dog: form.assistance_dog,
      special_luggages: form.special_luggage,
      waiting_minutes: form.waiting_min,
      luggages: form.luggages,
    },
    stops: form.stops
      .filter((s) => s.street_name !== '' || s.number !== '' || s.postcode !== '')
      .map((s, position) => ({ position, stop_address: s.street_name, stop_post_code: s.postcode, stop_street_number: s.number })),
    passengers: form.passengers,
  };
}

function hourlyJourney(form: HourlyRateForm) {
  return {
    form,
    fields: {
      ride_type: 'H' as const,
      pick_up_address: form.pickup,
      drop_off_address: null,
      pick_up_date: form.pickup_date,
      pick_up_time: time24(form.pickup_hour, form.pickup_min),
      return_date: null,
      return_time: null,
      hourly_duration: form.pickup_duration,
      main_destination: orNull(form.main_destination),
      flight_no: null,
      return_flight_no: null,
    },
    detail: {
      meet_and_greet: 'no' as const,
      baby_seat: 0,
      booster_seat: 0,
      wheel_chair: 'no' as const,
      assistance_dog: form.assistance_dog ?? 'no',
      special_luggages: 0,
      waiting_minutes: 0,
      luggages: 0,
    },
    stops: [],
    // The hourly form asks for no passenger count.
    passengers: 0,
  };
}

/** Who travels: the other passenger when the booker named one (blank fields fall back to the booker's). */
export function travellingPassenger(data: RegistrationData, totalPassengers: number): NewPassengerDetail {
  const other = data.passengerDetails === 'yes';
  const bookerName = [data.firstName, data.surname].filter(Boolean).join(' ');
  const pick = (theirs: string, booker: string) => (other && theirs !== '' ? theirs : booker);
  return {
    passenger_name: pick(data.passengerName, bookerName),
    passenger_email: pick(data.passengerEmail, data.email),
    passenger_contact_no: pick(data.passengerPhone, data.number),
    total_passengers: totalPassengers,
    additional_info: data.additionalInfo,
  };
}

/** Texts about the ride, as the booker asked: to the travelling passenger's mobile (the request's check made sure it takes texts). */
export function textPreference(data: RegistrationData): { text_messages: 0 | 1; text_number: string | null } {
  const number = textableNumber(data[travellerPhoneField(data)]);
  return data.textMessages && number !== null ? { text_messages: 1, text_number: number } : { text_messages: 0, text_number: null };
}

/** `request`: how it is paid and who books (a website request, or the bookings desk's). */
export function toBookingRows(request: Pick<BookingRequest, 'payment_method' | 'registrationData'>, price: ChosenVehiclePrice, meta: BookingMeta): BookingRows {
  const trip = journey(price);
  return {
    booking: {
      idempotency_key: meta.idempotencyKey,
      request_hash: meta.requestHash,
      payment_id: meta.payment?.paymentId ?? null,
      payment_session_id: meta.payment?.sessionId ?? null,
      payment_method: request.payment_method,
      ...trip.fields,
      company_id: price.vehicle.companyId,
      company_name: price.vehicle.companyName,
      vehicle_id: price.vehicle.id,
      category_name: price.vehicle.categoryName,
      amount_pence: price.chargePence,
      total_pence: price.totalPence,
      unit_pence: price.unitPence,
      quantity: price.quantity,
      currency_code: price.currencyCode,
      currency_symbol: price.currencySymbol,
      price_breakdown: JSON.stringify(price.detail.breakdown),
      tariff_version_id: price.tariffVersionId,
      journey_seconds: price.bookingType === 'milleage' ? price.journeySeconds : null,
      journey_form: JSON.stringify(trip.form),
      status: 'confirmed',
      created_at: meta.createdAt,
      taken_by: meta.taken.by,
      taken_by_staff_id: meta.taken.staffId,
      taken_by_name: meta.taken.name,
      booking_channel: meta.taken.channel,
      ...textPreference(request.registrationData),
    },
    detail: { ...trip.detail, vehicle_qty: price.quantity },
    stops: trip.stops,
    passengerDetail: travellingPassenger(request.registrationData, trip.passengers),
  };
}

/** A journey priced again for a booking that exists (a staff change): only its journey's columns are meant to be written; who booked and how stay as stored. */
export function journeyRows(paymentMethod: BookingRequest['payment_method'], price: ChosenVehiclePrice): BookingRows {
  return toBookingRows({ payment_method: paymentMethod, registrationData: emptyRegistration() }, price, { taken: TAKEN_BY_WEBSITE, idempotencyKey: null, requestHash: '', payment: null, createdAt: '' });
}

/** An hourly hire must name its main destination or area (the operator's booking record); null when it does. */
export function missingMainDestination(request: { bookingType: string; hourlyRateForm?: { main_destination?: string } | undefined }): string | null {
  if (request.bookingType !== 'hourly') return null;
  return orNull(request.hourlyRateForm?.main_destination) === null ? BOOKING_RECORD_MESSAGES.mainDestinationMissing : null;
}
