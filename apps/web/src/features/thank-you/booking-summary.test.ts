import { describe, expect, it } from 'vitest';
import type { Booking, Settings } from '@kerbside/contract';
import {
  amountText,
  bookingFromState,
  bookingRows,
  customerRows,
  durationText,
  passengerRows,
  stopTexts,
  time12,
} from './booking-summary';
import { hourlyBooking, mileageBooking } from '../../test-support/booking-fixture';

const mileage: Booking = { ...mileageBooking, passenger_detail: { ...mileageBooking.passenger_detail, additional_info: 'Hotel Room 12' } };

const hourly = hourlyBooking;

const allOn: Settings = {
  MEET_AND_GREET: '15',
  BABY_PRICE_PER_SEAT: '5',
  BOOSTER_PRICE_PER_SEAT: '4',
  SPECIAL_LUGGAGE_PER_PRICE: '8',
  PRICE_PER_FIVE_WAITING_MIN: '2.5',
};

const labels = (rows: { label: string }[]) => rows.map((r) => r.label);
const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('bookingRows', () => {
  it('shows drop off and the return for a mileage booking with a return, not the hourly duration', () => {
    const rows = bookingRows(mileage, '£', true);
    expect(labels(rows)).toEqual([
      'Reference ID',
      'Booking type',
      'Vehicle',
      'Pickup address',
      'Drop off',
      'Pickup date',
      'Pickup time',
      'Return date',
      'Return time',
      'Payment method',
      'Total amount',
    ]);
    expect(valueOf(rows, 'Booking type')).toBe('Transfer');
    expect(valueOf(rows, 'Pickup date')).toBe('01-12-2026');
    expect(valueOf(rows, 'Pickup time')).toBe('02:05 PM');
    expect(valueOf(rows, 'Return time')).toBe('09:30 AM');
    expect(valueOf(rows, 'Payment method')).toBe('Pay in Car');
    expect(valueOf(rows, 'Total amount')).toBe('£85');
  });

  it('shows the hourly duration and no drop off or return for an hourly booking', () => {
    const rows = bookingRows(hourly, '€', false);
    expect(labels(rows)).not.toContain('Drop off');
    expect(labels(rows)).not.toContain('Return date');
    expect(valueOf(rows, 'Hourly duration')).toBe('4 hours');
    expect(valueOf(rows, 'Booking type')).toBe('Hourly hire');
    expect(valueOf(rows, 'Payment method')).toBe('Pay by Card');
    expect(valueOf(rows, 'Total amount')).toBe('€120.50');
  });

  it('leaves out the return of a one-way mileage booking', () => {
    expect(labels(bookingRows({ ...mileage, return_date: null, return_time: null }, '£', true))).not.toContain('Return date');
  });
});

describe('customerRows', () => {
  it('lists every extra the operator offers', () => {
    const rows = customerRows(mileage, allOn);
    expect(labels(rows)).toEqual([
      'Meet and greet',
      'Baby seat',
      'Booster seat',
      'Wheelchair',
      'Luggage',
      'Special luggage',
      'Waiting minutes',
      'Total vehicles',
    ]);
    expect(valueOf(rows, 'Meet and greet')).toBe('Yes');
    expect(valueOf(rows, 'Waiting minutes')).toBe('15 min');
    expect(valueOf(rows, 'Total vehicles')).toBe('2');
  });

  it('hides extras whose setting is 0 or missing, but never the wheelchair: it is never charged', () => {
    const rows = customerRows(mileage, { MEET_AND_GREET: '0', WHEEL_CHAIR: '0' });
    expect(labels(rows)).toEqual(['Wheelchair', 'Luggage', 'Total vehicles']);
    expect(valueOf(rows, 'Wheelchair')).toBe('No');
    const asked = { ...mileage, booking_details: { ...mileage.booking_details, wheel_chair: 'yes' as const } };
    expect(valueOf(customerRows(asked, {}), 'Wheelchair')).toBe('Yes (never charged)');
  });
});

describe('stops and passenger', () => {
  it('writes each stop as street and post code', () => {
    expect(stopTexts(mileage)).toEqual(['221B Baker Street, NW1 6XE', 'Oxford Street']);
  });
  it('lists the passenger details', () => {
    expect(passengerRows(mileage).map((r) => r.value)).toEqual(['ann@example.com', '+447700900123', 'Ann Lee', 'Hotel Room 12', '3']);
  });
});

describe('formatting helpers', () => {
  it('formats times, durations and amounts', () => {
    expect(time12('00:00')).toBe('12:00 AM');
    expect(time12('12:30:00')).toBe('12:30 PM');
    expect(time12('soon')).toBe('soon');
    expect(durationText('1hour')).toBe('1 hour');
    expect(durationText('24hour')).toBe('24 hours');
    expect(durationText('all day')).toBe('all day');
    expect(amountText(45, '£', false)).toBe('£45');
    expect(amountText(45.5, '£', true)).toBe('£46');
  });
});

describe('bookingFromState', () => {
  it('accepts a booking in router state and refuses anything else', () => {
    expect(bookingFromState({ booking: mileage })).toBe(mileage);
    expect(bookingFromState(null)).toBeNull();
    expect(bookingFromState({ booking: { booking_number: 'X' } })).toBeNull();
    expect(bookingFromState({ other: 1 })).toBeNull();
  });
});
