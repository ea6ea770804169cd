/** Pure parts of a booking: reference numbers, request identity, stored rows and mail text. */
import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, registrationDataSchema, type Booking } from '@kerbside/contract';
import { bookingEmails, time12 } from './booking-emails.js';
import { BOOKING_NUMBER_PATTERN, newBookingNumber } from './booking-number.js';
import { time24, travellingPassenger } from './booking-record.js';
import { idempotencyKey, requestHash, stableJson } from './request-identity.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { guest, oneWay } from './bookings-test-kit.js';

describe('booking numbers', () => {
  it('are readable, unambiguous and different', () => {
    const numbers = Array.from({ length: 2_000 }, newBookingNumber);
    for (const n of numbers) expect(n).toMatch(BOOKING_NUMBER_PATTERN);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.join('')).not.toMatch(/[ILOU]/);
  });
});

describe('request identity', () => {
  const request = bookingRequestSchema.parse({
    selectedVehicleData: { vehicle_id: 1, company_id: 1, final_price: 10 },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: oneWay,
    registrationData: { ...guest, password: 'secret-one' },
    payment_method: 'car',
    selected_passenger: 'guest_login',
    idempotency_key: 'key-00000001',
  });

  it('writes JSON with sorted keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: undefined } })).toBe('{"a":{"d":[2,{"e":null,"f":1}]},"b":1}');
  });

  it('ignores the key, the password and the payment ids, and nothing else', () => {
    const hash = requestHash(request);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ ...request, idempotency_key: 'other-key-01' })).toBe(hash);
    // A card checkout hashes the request before it is paid; the booking request completing it carries the ids.
    const card = { ...request, payment_method: 'card' as const };
    expect(requestHash({ ...card, paymentId: 'pi_1', stripe_session_id: 'ch_1' })).toBe(requestHash(card));
    expect(requestHash(card)).not.toBe(hash);
    expect(requestHash({ ...request, registrationData: { ...request.registrationData, password: 'other' } })).toBe(hash);
    expect(requestHash({ ...request, selectedVehicle: 2 })).not.toBe(hash);
    expect(requestHash({ ...request, registrationData: { ...request.registrationData, additionalInfo: 'x' } })).not.toBe(hash);
  });

  it('takes the key from the body or the header, refusing two different ones', () => {
    expect(idempotencyKey(undefined, undefined)).toEqual({ ok: true, value: null });
    expect(idempotencyKey('body-key-01', undefined)).toEqual({ ok: true, value: 'body-key-01' });
    expect(idempotencyKey(undefined, ' header-key-01 ')).toEqual({ ok: true, value: 'header-key-01' });
    expect(idempotencyKey('same-key-01', 'same-key-01')).toEqual({ ok: true, value: 'same-key-01' });
    expect(idempotencyKey('body-key-01', 'header-key-01').ok).toBe(false);
    expect(idempotencyKey(undefined, 'short').ok).toBe(false);
    expect(idempotencyKey(undefined, 'has spaces in it').ok).toBe(false);
  });

  it('recognises unique violations of both drivers', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});

describe('stored rows', () => {
  it('writes pickup times as 24-hour HH:MM', () => {
    expect(time24('12am', '05')).toBe('00:05');
    expect(time24('12pm', '00')).toBe('12:00');
    expect(time24('3pm', '45')).toBe('15:45');
  });

  it('names the booker as the passenger unless another passenger is given', () => {
    const booker = registrationDataSchema.parse({ ...guest });
    expect(travellingPassenger(booker, 3)).toEqual({
      passenger_name: 'Ada Lovelace',
      passenger_email: guest.email,
      passenger_contact_no: guest.number,
      total_passengers: 3,
      additional_info: 'Hotel Room 12',
    });
    const other = registrationDataSchema.parse({ ...guest, passengerDetails: 'yes', passengerName: 'Charles', passengerPhone: '+44 1' });
    expect(travellingPassenger(other, 1)).toMatchObject({ passenger_name: 'Charles', passenger_email: guest.email, passenger_contact_no: '+44 1' });
    // Typed, then switched back to 'no': the booker travels.
    const switchedBack = registrationDataSchema.parse({ ...guest, passengerDetails: 'no', passengerName: 'Charles' });
    expect(travellingPassenger(switchedBack, 1).passenger_name).toBe('Ada Lovelace');
  });
});

describe('booking mails', () => {
  const booking: Booking = {
    id: 7,
    booking_number: 'KB-7Q4M-2XHD',
    ride_type: 'Q',
    pick_up_address: 'Heathrow <Terminal 5>',
    drop_off_address: '10 Downing Street',
    pick_up_date: '2026-12-03',
    pick_up_time: '00:30',
    return_date: null,
    return_time: null,
    hourly_duration: null,
    payment_method: 'car',
    total_booking_amount: 84.5,
    currency: '£',
    flight_no: 'BA117',
    return_flight_no: null,
    fleet_category: { category_name: 'Saloon' },
    company_name: 'Capital & Co',
    created_at: '2026-12-01T09:00:00.000Z',
    booking_details: { meet_and_greet: 'yes', baby_seat: 1, booster_seat: 0, wheel_chair: 'no', special_luggages: 2, waiting_minutes: 0, luggages: 3, vehicle_qty: 1 },
    passenger_detail: { passenger_id: 1, passenger_name: 'Ada', passenger_email: 'ada@example.com', passenger_contact_no: '+44', total_passengers: 2, additional_info: '' },
    booking_stops: [{ stop_address: 'Euston Road', stop_post_code: 'NW1 2RT', stop_street_number: '1' }],
  };
  const settings = { Company_Name: 'Kerbside Transfers', MEET_AND_GREET: '15', BABY_PRICE_PER_SEAT: '0', SPECIAL_LUGGAGE_PER_PRICE: '8' };
  const booker = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44' };

  it('keeps a wheelchair asked for in the mails as never charged, with no WHEEL_CHAIR price set', () => {
    const withChair = { ...booking, booking_details: { ...booking.booking_details, wheel_chair: 'yes' as const } };
    const mails = bookingEmails({ booking: withChair, settings, booker: { ...booker, email: 'booker@example.com' }, operatorEmail: 'office@example.com' });
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_confirmation', 'booking_notification']);
    for (const mail of mails) expect(mail.text).toContain('Wheelchair: Yes (never charged)');
  });

  it('tells the passenger every detail of the thank-you screen, extras as the settings show them', () => {
    const [mail, ...rest] = bookingEmails({ booking, settings, booker, operatorEmail: null });
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'booking_confirmation', to: 'ada@example.com', subject: 'Booking confirmed: KB-7Q4M-2XHD' });
    for (const line of [
      'Reference ID: KB-7Q4M-2XHD',
      'Booking type: Transfer',
      'Pickup date: 03-12-2026',
      'Pickup time: 12:30 AM',
      'Drop off address: 10 Downing Street',
      'Payment method: Pay in Car',
      'Total amount: £84.50',
      'Meet and greet: Yes',
      'Special luggage: 2',
      'Luggage: 3',
      'Total vehicles: 1',
      'Stop 1: 1 Euston Road, NW1 2RT',
      'Total passengers: 2',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).not.toMatch(/luggages/i);
    expect(mail!.text).not.toContain('Baby seats');
    // Always offered, never charged: shown whatever the settings say.
    expect(mail!.text).toContain('Wheelchair: No');
    expect(mail!.html).toContain('Heathrow &lt;Terminal 5&gt;');
    expect(mail!.html).not.toContain('<Terminal 5>');
    expect(mail!.html).toContain('Capital &amp; Co');
  });

  it('shows the amount charged, never rounded again, and hourly hire without a drop-off', () => {
    const hourly: Booking = { ...booking, ride_type: 'H', drop_off_address: null, hourly_duration: '6hour', total_booking_amount: 85 };
    const [mail] = bookingEmails({ booking: hourly, settings: { ...settings, ROUND_OFF: 'yes' }, booker, operatorEmail: null });
    expect(mail!.text).toContain('Total amount: £85.00');
    // Booked at £51.49 while the site did not round: switching ROUND_OFF on later does not make it £51.
    const [exact] = bookingEmails({ booking: { ...hourly, total_booking_amount: 51.49 }, settings: { ...settings, ROUND_OFF: 'yes' }, booker, operatorEmail: null });
    expect(exact!.text).toContain('Total amount: £51.49');
    expect(mail!.text).toContain('Hourly duration: 6 hours');
    expect(mail!.text).toContain('Booking type: Hourly hire');
    expect(mail!.text).not.toContain('Drop off');
    expect(mail!.text).not.toContain('Meet and greet');
  });

  it('notifies the operator with everything and the booker to reply to', () => {
    const mails = bookingEmails({ booking, settings, booker, operatorEmail: 'ops@example.com' });
    const notification = mails.find((m) => m.kind === 'booking_notification')!;
    expect(notification).toMatchObject({ to: 'ops@example.com', replyTo: 'ada@example.com' });
    expect(notification.subject).toBe('New booking KB-7Q4M-2XHD: 03-12-2026 12:30 AM, Pay in Car');
    expect(notification.text).toContain('Baby seats: 1');
    expect(notification.text).toContain('Booked by');
  });

  it('attaches the calendar file to the passengers\' confirmations, and links the receipt for the booker only', () => {
    const withTraveller: Booking = { ...booking, passenger_detail: { ...booking.passenger_detail, passenger_email: 'charles@example.com' } };
    const receiptUrl = 'https://book.example.com/api/v1/manage-booking/receipt?token=abc&x=1';
    const mails = bookingEmails({ booking: withTraveller, settings, booker, operatorEmail: 'ops@example.com', companyPhone: '020 7946 0000', receiptUrl });
    const [toBooker, toTraveller, toOperator] = mails;
    for (const mail of [toBooker!, toTraveller!]) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]).toMatchObject({ filename: 'booking-KB-7Q4M-2XHD.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
      expect(mail.attachments![0]!.content).toContain('UID:KB-7Q4M-2XHD-outbound@kerbside');
      expect(mail.attachments![0]!.content).toContain('Capital & Co: 020 7946 0000');
    }
    expect(toOperator!.attachments).toBeUndefined();
    expect(toBooker!.text).toContain(`View and print your receipt: ${receiptUrl}`);
    expect(toBooker!.html).toContain('<a href="https://book.example.com/api/v1/manage-booking/receipt?token=abc&amp;x=1"');
    expect(toTraveller!.text).not.toContain('receipt');
    expect(toOperator!.text).not.toContain('receipt');
    // No link without a receipt address.
    expect(bookingEmails({ booking, settings, booker, operatorEmail: null })[0]!.text).not.toContain('receipt');
  });

  it('formats 24-hour times for people', () => {
    expect(time12('00:00')).toBe('12:00 AM');
    expect(time12('12:05')).toBe('12:05 PM');
    expect(time12('23:55')).toBe('11:55 PM');
  });
});
