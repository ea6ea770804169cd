/**
 * The payloads the specification's own website sends (§3, §7): it stores its forms in local storage
 * and sends them back as stored, with '' and null for unused fields, counts as numeric strings and
 * both forms beside each other. A client built for the original API must be able to book with them;
 * bad values still get a 400 with the same message and store nothing.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import { bookingTestApp, countAll, oneWay } from '../modules/bookings/bookings-test-kit.js';

const kit = bookingTestApp({ RATE_LIMIT_FACTOR: '100' });

/** The mileage form as the spec's website stores it for a one-way journey. */
const storedMileageForm = {
  stops: null,
  pickup: oneWay.pickup,
  dropoff: oneWay.dropoff,
  pickup_date: oneWay.pickup_date,
  return_date: '',
  pickup_hour: oneWay.pickup_hour,
  pickup_min: oneWay.pickup_min,
  return_hour: '',
  return_min: '',
  waiting_min: '0',
  return_waiting_min: '0',
  pickup_fight_number: null,
  return_fight_number: '',
  select_option: 'one_way',
  passengers: '2',
  luggages: '1',
  hand_luggages: '1',
  return_passengers: '',
  return_luggages: null,
  return_hand_luggages: '0',
  meet_and_greet: 'no',
  baby_seats: '0',
  booster_seats: '0',
  wheel_chair: 'no',
  special_luggage: '0',
  return_meet_and_greet: '',
  return_baby_seats: '0',
  return_booster_seats: '0',
  return_wheel_chair: 'no',
  return_special_luggage: '0',
  modal: 'false',
};

/** The hourly form's stored defaults (spec §3): today, 4hour, 12am, 00, no pickup yet. */
const storedHourlyDefaults = { pickup_date: '2026-12-01', pickup_duration: '4hour', pickup_hour: '12am', pickup_min: '00', pickup: '', userLocation: null };

const hourlyForm = {
  pickup: oneWay.pickup,
  pickup_date: '2026-12-03',
  pickup_duration: '4hour',
  pickup_hour: '2pm',
  pickup_min: '15',
  userLocation: { lat: '51.5034', lon: '-0.1276' },
};

const registrationData = {
  firstName: 'Ada',
  surname: 'Lovelace',
  number: '07700900123',
  email: 'ada.spec@example.com',
  username: '',
  privacyAccepted: false,
  termsAccepted: false,
  passengerDetails: '',
  passengerName: '',
  passengerEmail: '',
  passengerPhone: '',
  additionalInfo: '',
  password: '',
};

async function priceOf(path: string, form: object) {
  const res = await kit.api.call('POST', path, form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.price_details[0] as { vehicle_id: number; company_id: number; price: number };
}

describe('the spec website payloads', () => {
  it('prices the stored mileage form exactly as the strict one', async () => {
    const loose = await priceOf(OPERATIONS.calculateDistancePrice.path, storedMileageForm);
    const strict = await priceOf(OPERATIONS.calculateDistancePrice.path, oneWay);
    expect(loose).toEqual(strict);
  });

  it('prices an hourly hire with userLocation null or its coordinates as strings', async () => {
    const withStrings = await priceOf(OPERATIONS.calculateHourlyPrice.path, hourlyForm);
    const withNull = await priceOf(OPERATIONS.calculateHourlyPrice.path, { ...hourlyForm, userLocation: null });
    expect(withStrings.price).toBe(withNull.price);
  });

  it('books a mileage journey sent with the hourly defaults, null ids and string counts', async () => {
    const vehicle = await priceOf(OPERATIONS.calculateDistancePrice.path, storedMileageForm);
    const res = await kit.api.call('POST', OPERATIONS.createBooking.path, {
      selectedVehicleData: { vehicle_id: String(vehicle.vehicle_id), company_id: vehicle.company_id, final_price: String(vehicle.price) },
      selectedVehicle: '1',
      bookingType: 'milleage',
      bookingForm: storedMileageForm,
      hourlyRateForm: storedHourlyDefaults,
      registrationData,
      payment_method: 'car',
      selected_passenger: 'guest_login',
      stripe_session_id: null,
      paymentId: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking).toMatchObject({ ride_type: 'Q', pick_up_address: oneWay.pickup, pick_up_time: '10:30', return_date: null, flight_no: null });
    expect(res.body.data.bookingDetail).toMatchObject({ luggages: 1, vehicle_qty: 1 });
    expect(res.body.data.passengerDetails).toMatchObject({ total_passengers: 2, passenger_contact_no: '07700900123' });
  });

  it('books an hourly hire sent with bookingForm null', async () => {
    const vehicle = await priceOf(OPERATIONS.calculateHourlyPrice.path, hourlyForm);
    const res = await kit.api.call('POST', OPERATIONS.createBooking.path, {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1,
      bookingType: 'hourly',
      bookingForm: null,
      // The booking record's main destination (issue 27 §2): asked of every hourly hire.
      hourlyRateForm: { ...hourlyForm, main_destination: 'As directed — central London' },
      registrationData: { ...registrationData, email: 'grace.spec@example.com' },
      payment_method: 'car',
      selected_passenger: 'guest_login',
      stripe_session_id: '',
      paymentId: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking).toMatchObject({ ride_type: 'H', hourly_duration: '4hour', pick_up_time: '14:15' });
  });

  it('takes a Quote Now with passengers as a string and a Contact Us with numbers for telephone and booking number', async () => {
    const quote = await kit.api.call('POST', OPERATIONS.sendQuoteRequest.path, {
      pickup_address: oneWay.pickup,
      dropoff_address: oneWay.dropoff,
      pickup_date: '2026-12-24',
      pickup_time: '07:45',
      passenger_email: 'visitor.spec@example.com',
      passenger_phone: 7700900456,
      passenger_name: '',
      additional_info: null,
      passengers: '1',
      luggages: '0',
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const contact = await kit.api.call('POST', OPERATIONS.sendContactMessage.path, {
      firstName: 'Ada',
      lastName: null,
      email: '',
      telephone: 2079460018,
      queryReason: 'Booking',
      bookingNumber: 98765,
      comments: 'Where is my receipt?',
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    const stored = await kit.db.kysely.selectFrom('contact_messages').select(['telephone', 'booking_number', 'last_name']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ telephone: '2079460018', booking_number: '98765', last_name: '' });
  });
});

describe('bad values stay refused with their own message', () => {
  const refusals: [string, string, object, string][] = [
    ['a count that is not a number', OPERATIONS.calculateDistancePrice.path, { ...storedMileageForm, passengers: 'two' }, 'passengers: Invalid input: expected number, received string'],
    ['a count over its limit', OPERATIONS.calculateDistancePrice.path, { ...storedMileageForm, passengers: '51' }, 'passengers: Too big'],
    ['a return journey with its date left empty', OPERATIONS.calculateDistancePrice.path, { ...storedMileageForm, select_option: 'return' }, 'return_date: Enter the return date and time'],
    ['a required address sent as null', OPERATIONS.calculateDistancePrice.path, { ...storedMileageForm, pickup: null }, 'pickup: Invalid input'],
    ['a flag that is not true or false', OPERATIONS.calculateDistancePrice.path, { ...storedMileageForm, modal: 'maybe' }, 'modal: Invalid input'],
    ['coordinates that are not numbers', OPERATIONS.calculateHourlyPrice.path, { ...hourlyForm, userLocation: { lat: 'north', lon: '0' } }, 'userLocation.lat: Invalid input'],
  ];
  it.each(refusals)('%s', async (_name, path, body, message) => {
    const res = await kit.api.call('POST', path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a mileage booking whose bookingForm is null with the spec message, and stores nothing', async () => {
    const before = await countAll(kit.db);
    const res = await kit.api.call('POST', OPERATIONS.createBooking.path, {
      selectedVehicleData: { vehicle_id: kit.vehicle.vehicle_id, company_id: kit.vehicle.company_id, final_price: kit.vehicle.price },
      selectedVehicle: '1',
      bookingType: 'milleage',
      bookingForm: null,
      hourlyRateForm: storedHourlyDefaults,
      registrationData,
      payment_method: 'car',
      selected_passenger: 'guest_login',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Invalid request. bookingForm: ${MESSAGES.bookingFormMissing}`);
    expect(await countAll(kit.db)).toEqual(before);
  });

  it('refuses an unknown bookingType and a quantity sent as words', async () => {
    const base = { selectedVehicleData: { vehicle_id: 1, company_id: 1, final_price: 10 }, registrationData, payment_method: 'car', selected_passenger: 'guest_login' };
    const unknownType = await kit.api.call('POST', OPERATIONS.createBooking.path, { ...base, selectedVehicle: 1, bookingType: 'daily', bookingForm: storedMileageForm });
    expect(unknownType).toMatchObject({ status: 400, body: { message: 'Invalid request. bookingType: bookingType is milleage or hourly' } });
    const words = await kit.api.call('POST', OPERATIONS.createBooking.path, { ...base, selectedVehicle: 'one', bookingType: 'milleage', bookingForm: storedMileageForm });
    expect(words).toMatchObject({ status: 400, body: { message: 'Invalid request. selectedVehicle: Invalid input: expected number, received string' } });
  });
});
