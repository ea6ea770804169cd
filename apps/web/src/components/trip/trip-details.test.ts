import { describe, expect, it } from 'vitest';
import type { BookingFormInput, HourlyRateForm } from '@kerbside/contract';
import type { Trip } from './stored-trip';
import { optionGroups, tripKindText, tripRows } from './trip-details';

const returnTrip: BookingFormInput = {
  stops: [
    { street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' },
    { street_name: '', number: '', postcode: '' },
  ],
  pickup: 'London Paddington Station, Praed Street, W2 1HU',
  dropoff: 'The Savoy, Strand, WC2R 0EZ',
  pickup_date: '2026-12-01',
  pickup_hour: '10am',
  pickup_min: '30',
  pickup_fight_number: 'GR123',
  select_option: 'return',
  return_date: '2026-12-05',
  return_hour: '6pm',
  return_min: '05',
  passengers: 2,
  luggages: 1,
  hand_luggages: 1,
  meet_and_greet: 'yes',
  baby_seats: 1,
  booster_seats: 0,
  wheel_chair: 'no',
  special_luggage: 0,
  waiting_min: 10,
  return_passengers: 2,
  return_luggages: 1,
  return_hand_luggages: 0,
  return_wheel_chair: 'yes',
  return_special_luggage: 2,
};

const hourly: HourlyRateForm = {
  pickup: 'The Savoy, Strand, WC2R 0EZ',
  pickup_date: '2026-12-01',
  pickup_hour: '9am',
  pickup_min: '00',
  pickup_duration: '6hour',
};

const mileageTrip = (form: BookingFormInput): Trip => ({ bookingType: 'milleage', mileageForm: form, hourlyForm: null });

describe('trip rows', () => {
  it('lists from, to, each filled stop, pick-up, return and the flight of a return transfer', () => {
    expect(tripRows(mileageTrip(returnTrip))).toEqual([
      { label: 'From', value: 'London Paddington Station, Praed Street, W2 1HU' },
      { label: 'To', value: 'The Savoy, Strand, WC2R 0EZ' },
      { label: 'Stop 1', value: '221B Baker Street, NW1 6XE' },
      { label: 'Pick-up', value: '01-12-2026 at 10:30 AM' },
      { label: 'Return', value: '05-12-2026 at 06:05 PM' },
      { label: 'Flight / train', value: 'GR123' },
    ]);
    expect(tripKindText(mileageTrip(returnTrip))).toBe('Transfer · return');
  });

  it('leaves the return out of a one-way transfer', () => {
    const oneWay = mileageTrip({ ...returnTrip, select_option: 'one_way', stops: [] });
    expect(tripRows(oneWay).map((r) => r.label)).toEqual(['From', 'To', 'Pick-up', 'Flight / train']);
    expect(tripKindText(oneWay)).toBe('Transfer · one way');
    expect(optionGroups(oneWay.mileageForm!).map((g) => g.title)).toEqual(['Outbound']);
  });

  it('names an assistance dog with the outbound options (it travels both ways)', () => {
    const groups = optionGroups({ ...returnTrip, assistance_dog: 'yes' });
    expect(groups[0]!.rows.at(-1)).toEqual({ label: 'Assistance dog', value: 'Yes (no charge)' });
    expect(groups[1]!.rows.map((r) => r.label)).not.toContain('Assistance dog');
  });

  it('lists counts always and extras only when chosen, per leg', () => {
    expect(optionGroups(returnTrip)).toEqual([
      {
        title: 'Outbound',
        rows: [
          { label: 'Passengers', value: '2' },
          { label: 'Luggage', value: '1' },
          { label: 'Hand luggage', value: '1' },
          { label: 'Meet and greet', value: 'Yes' },
          { label: 'Baby seats', value: '1' },
          { label: 'Waiting time', value: '10 min' },
        ],
      },
      {
        title: 'Return',
        rows: [
          { label: 'Passengers', value: '2' },
          { label: 'Luggage', value: '1' },
          { label: 'Hand luggage', value: '0' },
          { label: 'Wheelchair', value: 'Yes (never charged)' },
          { label: 'Special luggage', value: '2' },
        ],
      },
    ]);
  });

  it('gives pickup, main destination, time and hours of an hourly hire', () => {
    const trip: Trip = { bookingType: 'hourly', mileageForm: null, hourlyForm: { ...hourly, main_destination: 'As directed — central London' } };
    expect(tripRows({ ...trip, hourlyForm: { ...hourly, assistance_dog: 'yes' } }).at(-1)).toEqual({ label: 'Assistance dog', value: 'Yes (no charge)' });
    expect(tripRows(trip)).toEqual([
      { label: 'From', value: 'The Savoy, Strand, WC2R 0EZ' },
      { label: 'Main destination', value: 'As directed — central London' },
      { label: 'Pick-up', value: '01-12-2026 at 09:00 AM' },
      { label: 'Hire duration', value: '6 hours' },
    ]);
    expect(tripKindText(trip)).toBe('Hourly hire');
  });

  it('has no rows when nothing is stored', () => {
    expect(tripRows({ bookingType: 'milleage', mileageForm: null, hourlyForm: null })).toEqual([]);
  });
});
