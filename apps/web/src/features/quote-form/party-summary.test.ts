import { describe, it, expect } from 'vitest';
import { defaultMileageForm } from './mileage-defaults';
import { partySummary } from './party-summary';

const form = defaultMileageForm({ date: '2026-11-23', hour: '4pm', min: '05' });

describe('partySummary', () => {
  it('always names passengers and both kinds of luggage', () => {
    expect(partySummary({ ...form, passengers: 2, luggages: 1 })).toBe('Passengers 2, luggage 1, hand luggage 0');
  });

  it('adds the seats, wheelchair and special luggage chosen, never meet and greet or waiting time', () => {
    const party = { ...form, baby_seats: 1, wheel_chair: 'yes' as const, special_luggage: 2, meet_and_greet: 'yes' as const, waiting_min: 10 };
    expect(partySummary(party)).toBe('Passengers 1, luggage 0, hand luggage 0, wheelchair accessible, baby seats 1, special luggage 2');
  });
});
