import { describe, expect, it } from 'vitest';
import { amountText, extrasList, journeyRows, passengerRows, stopTexts, summaryOf, time12 } from './booking-labels';
import { hourlyBooking, mileageBooking } from '../../test-support/booking-fixture';

const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('summaryOf', () => {
  it('writes a mileage booking paid in the car', () => {
    expect(summaryOf(mileageBooking)).toEqual({
      number: 'KB-7Q4M-2XHD',
      pickup: 'Heathrow Terminal 5',
      destination: 'W1 London',
      date: '01-12-2026',
      time: '02:05 PM',
      vehicle: 'Saloon',
      payment: 'Pay in Car',
      amount: '£85',
      type: 'Transfer',
    });
  });

  it('writes an hourly booking paid by card, with no destination', () => {
    const s = summaryOf(hourlyBooking);
    expect(s.type).toBe('Hourly hire');
    expect(s.payment).toBe('Pay by Card');
    expect(s.amount).toBe('£120.50');
    expect(s.destination).toBe('—');
  });
});

describe('formatting', () => {
  it('turns 24-hour times into 12-hour ones', () => {
    expect(time12('00:00')).toBe('12:00 AM');
    expect(time12('12:30')).toBe('12:30 PM');
    expect(time12('23:55:00')).toBe('11:55 PM');
    expect(time12('soon')).toBe('soon');
    expect(time12(null)).toBe('—');
  });
  it('uses the booking currency sign', () => {
    expect(amountText(45, '€')).toBe('€45');
    expect(amountText(45.5, '')).toBe('£45.50');
  });
});

describe('details', () => {
  it('shows the return of a mileage booking and the duration of an hourly one', () => {
    const mileage = journeyRows(mileageBooking);
    expect(valueOf(mileage, 'Return date')).toBe('05-12-2026');
    expect(valueOf(mileage, 'Return time')).toBe('09:30 AM');
    expect(valueOf(mileage, 'Flight number')).toBe('BA117');
    expect(valueOf(mileage, 'Return flight number')).toBe('—');
    expect(valueOf(mileage, 'Vehicles')).toBe('2');
    expect(valueOf(mileage, 'Luggage')).toBe('3');
    const hourly = journeyRows(hourlyBooking);
    expect(valueOf(hourly, 'Duration')).toBe('4 hours');
    expect(valueOf(hourly, 'Return date')).toBeUndefined();
  });

  it('lists only the extras that were booked', () => {
    expect(extrasList(mileageBooking)).toEqual(['Meet and greet', 'Baby seats: 1', 'Special luggage: 2', 'Waiting: 15 min']);
    expect(extrasList(hourlyBooking)).toEqual([]);
  });

  it('lists the passenger and the stops', () => {
    expect(valueOf(passengerRows(mileageBooking), 'Additional information')).toBe('—');
    expect(valueOf(passengerRows(mileageBooking), 'Passengers')).toBe('3');
    expect(stopTexts(mileageBooking)).toEqual(['221B Baker Street, NW1 6XE', 'Oxford Street']);
  });
});
