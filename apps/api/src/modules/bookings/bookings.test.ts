import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { BOOKING_NUMBER_PATTERN } from './booking-number.js';
import { createBookingsRepository } from './bookings.repository.js';
import { bookingBody, cheapest, guest, hourly, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const mailsFor = (bookingNumber: string) =>
  db.kysely.selectFrom('mail_outbox').selectAll().where('subject', 'like', `%${bookingNumber}%`).orderBy('id').execute();

describe('POST /api/v1/booking, guest paying in the car', () => {
  it('stores the booking and answers the booking with its details, stops and passenger details', async () => {
    const res = await api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay));
    expect(res.status).toBe(200);
    const body = bookingResponseSchema.parse(res.body);
    const { booking } = body.data;
    expect(booking.booking_number).toMatch(BOOKING_NUMBER_PATTERN);
    expect(booking).toMatchObject({
      ride_type: 'Q',
      pick_up_address: oneWay.pickup,
      drop_off_address: oneWay.dropoff,
      pick_up_date: '2026-12-03',
      pick_up_time: '10:30',
      return_date: null,
      return_time: null,
      hourly_duration: null,
      payment_method: 'car',
      currency: '£',
      flight_no: null,
      company_name: vehicle.company_name,
      created_at: NOW.toISOString(),
      booking_stops: [],
    });
    // ROUND_OFF is 'yes' in the demo settings: the amount is whole pounds.
    expect(booking.total_booking_amount).toBe(Math.round(vehicle.price));
    expect(body.data.bookingDetail).toEqual({
      meet_and_greet: 'no',
      baby_seat: 0,
      booster_seat: 0,
      wheel_chair: 'no',
      special_luggages: 0,
      waiting_minutes: 0,
      luggages: 1,
      vehicle_qty: 1,
    });
    expect(body.data.passengerDetails).toEqual({
      passenger_id: booking.passenger_detail.passenger_id,
      passenger_name: 'Ada Lovelace',
      passenger_email: guest.email,
      passenger_contact_no: guest.number,
      total_passengers: 2,
      additional_info: 'Hotel Room 12',
    });
    expect(body.data.bookingStops).toEqual([]);
    expect(booking.booking_details).toEqual(body.data.bookingDetail);

    // The repository reads back exactly what was answered.
    expect(await createBookingsRepository(db.kysely).getBooking(booking.id)).toEqual(booking);
    const stored = await db.kysely.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount_pence: Math.round(vehicle.price) * 100, total_pence: Math.round(vehicle.price * 100), quantity: 1, status: 'confirmed' });
    const passenger = await db.kysely.selectFrom('passengers').selectAll().where('id', '=', stored.passenger_id).executeTakeFirstOrThrow();
    expect(passenger).toMatchObject({ kind: 'guest', email: guest.email, password_hash: null, first_name: 'Ada' });

    // One confirmation to the passenger and one notification to the operator, in the outbox.
    const mails = await mailsFor(booking.booking_number);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_confirmation', guest.email],
      ['booking_notification', 'bookings@kerbside.example'],
    ]);
    const confirmation = mails[0]!;
    for (const part of [booking.booking_number, '03-12-2026', '10:30 AM', 'Pay in Car', `£${Math.round(vehicle.price)}`, oneWay.dropoff, 'Hotel Room 12']) {
      expect(confirmation.text_body).toContain(part);
      expect(confirmation.html_body).toContain(part);
    }
    expect(mails[1]!.reply_to).toBe(guest.email);
  });

  it('books a return with stops, extras, flight numbers and another passenger, and mails that passenger too', async () => {
    const form = {
      ...oneWay,
      pickup: 'Heathrow Airport Terminal 5',
      dropoff: '10 Downing Street, London SW1A 2AA',
      pickup_fight_number: 'BA117',
      stops: [
        { street_name: 'Euston Road', number: '1', postcode: 'NW1 2RT' },
        { street_name: '', number: '', postcode: '' },
      ],
      meet_and_greet: 'yes',
      baby_seats: 1,
      waiting_min: 10,
      select_option: 'return',
      return_date: '2026-12-05',
      return_hour: '6pm',
      return_min: '05',
      return_fight_number: 'BA118',
    };
    const priced = await cheapest(api, form);
    const registrationData = { ...guest, passengerDetails: 'yes', passengerName: 'Charles Babbage', passengerEmail: 'Charles@Example.com', passengerPhone: '+447700900456' };
    const res = await api.call('POST', '/api/v1/booking', bookingBody(priced, form, { registrationData } as never));
    expect(res.status).toBe(200);
    const { booking, bookingStops, passengerDetails } = bookingResponseSchema.parse(res.body).data;
    expect(booking).toMatchObject({ return_date: '2026-12-05', return_time: '18:05', flight_no: 'BA117', return_flight_no: 'BA118' });
    expect(booking.booking_details).toMatchObject({ meet_and_greet: 'yes', baby_seat: 1, waiting_minutes: 10 });
    expect(bookingStops).toEqual([{ stop_address: 'Euston Road', stop_post_code: 'NW1 2RT', stop_street_number: '1' }]);
    expect(passengerDetails).toMatchObject({ passenger_name: 'Charles Babbage', passenger_email: 'charles@example.com', passenger_contact_no: '+447700900456' });

    const mails = await mailsFor(booking.booking_number);
    expect(mails.map((m) => m.to_address)).toEqual([guest.email, 'charles@example.com', 'bookings@kerbside.example']);
    const text = mails[0]!.text_body;
    for (const part of ['05-12-2026', '06:05 PM', 'BA118', 'Meet and greet: Yes', 'Stop 1: 1 Euston Road, NW1 2RT', 'Charles Babbage']) expect(text).toContain(part);
  });

  it('books hourly hire', async () => {
    const form = { ...hourly, pickup_duration: '6hour' };
    const priced = await cheapest(api, form, 'hourly');
    const res = await api.call('POST', '/api/v1/booking', bookingBody(priced, form, { selectedVehicle: 2, selectedVehicleData: { vehicle_id: priced.vehicle_id, company_id: priced.company_id, final_price: priced.price * 2 } }, 'hourly'));
    expect(res.status).toBe(200);
    const { booking } = bookingResponseSchema.parse(res.body).data;
    expect(booking).toMatchObject({ ride_type: 'H', drop_off_address: null, hourly_duration: '6hour', pick_up_time: '14:15' });
    expect(booking.booking_details.vehicle_qty).toBe(2);
    expect(booking.total_booking_amount).toBe(Math.round(priced.price * 2));
    const [mail] = await mailsFor(booking.booking_number);
    expect(mail!.text_body).toContain('Hourly duration: 6 hours');
    expect(mail!.text_body).toContain('02:15 PM');
    expect(mail!.text_body).not.toContain('Drop off');
  });

  it('gives every booking its own reference', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay));
      numbers.add(res.body.data.booking.booking_number);
    }
    expect(numbers.size).toBe(5);
  });
});
