import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@kerbside/contract';
import { changePaymentChoices, changeRequest, changeValues } from './change-booking-form';

const form = {
  stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
  pickup: '10 Downing Street, London SW1A 2AA',
  dropoff: 'London Heathrow Airport Terminal 5',
  pickup_date: '2026-12-03',
  pickup_hour: '3pm',
  pickup_min: '45',
  pickup_fight_number: 'BA123',
  select_option: 'return' as const,
  return_date: '2026-12-05',
  return_hour: '6pm',
  return_min: '00',
  passengers: 2,
  luggages: 1,
  hand_luggages: 2,
  meet_and_greet: 'yes' as const,
  baby_seats: 1,
  booster_seats: 0,
  wheel_chair: 'no' as const,
  special_luggage: 0,
  waiting_min: 0,
};

const booking = {
  journey: { bookingType: 'milleage', bookingForm: form },
  pick_up_date: '2026-12-03',
  pick_up_time: '15:45',
  return_date: '2026-12-05',
  return_time: '18:00',
  flight_no: 'BA123',
  return_flight_no: null,
} as unknown as JobDetail['booking'];

describe('the Change booking form', () => {
  it('starts from the booking as booked: pre-booked at its own times, its stops, party, extras and flights', () => {
    expect(changeValues(booking)).toMatchObject({
      kind: 'transfer',
      when: 'later',
      date: '2026-12-03',
      hour: '15',
      minute: '45',
      trip: 'return',
      returnDate: '2026-12-05',
      returnHour: '18',
      returnMinute: '00',
      stops: ['221B Baker Street, NW1 6XE'],
      passengers: '2',
      meetAndGreet: true,
      babySeats: '1',
      flight: 'BA123',
    });
    expect(changeValues({ ...booking, journey: null })).toBeNull();
  });

  it('asks for the journey as changed, keeping the hand luggage the form does not show, with the vehicle, notes and an agreed price', () => {
    const values = { ...changeValues(booking)!, hour: '16', passengers: '3' };
    const request = changeRequest(values, booking, { vehicleId: 7, notes: 'Ring', override: { price: '£40.50', reason: ' Regular ' }, payment: 'pay_link' });
    expect(request).toMatchObject({
      bookingType: 'milleage',
      vehicle_id: 7,
      notes: 'Ring',
      price_override: { price: 40.5, reason: 'Regular' },
      payment: 'pay_link',
      bookingForm: { pickup_hour: '4pm', pickup_min: '45', passengers: 3, hand_luggages: 2, return_hand_luggages: 2, select_option: 'return', return_hour: '6pm' },
    });
    expect('asap' in request).toBe(false);
  });

  it('offers the card pay link in the words of how the booking is paid, and says when there is no email to mail it to', () => {
    expect(changePaymentChoices('card', 'ada@example.com').map((c) => c.description)).toEqual([
      'If the change costs more, the driver collects the difference.',
      'If the change costs more. Mailed to ada@example.com; the manage page takes the card (3-D Secure).',
    ]);
    expect(changePaymentChoices('car', ' ').map((c) => c.description)).toEqual(['The new total is paid in the car.', 'For the new total. The booking has no email address: not possible.']);
  });
});
