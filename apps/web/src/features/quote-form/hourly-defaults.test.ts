import { describe, it, expect } from 'vitest';
import { defaultHourlyForm, restoreHourlyForm } from './hourly-defaults';
import type { LondonTime } from './pickup-slot';

const slot: LondonTime = { date: '2026-11-23', hour: '4pm', min: '05' };

describe('hourly form defaults', () => {
  it('starts at the first bookable slot for 4 hours, not at 12am (always past: issue 9)', () => {
    expect(defaultHourlyForm(slot)).toEqual({
      pickup_date: '2026-11-23',
      pickup_duration: '4hour',
      pickup_hour: '4pm',
      pickup_min: '05',
      pickup: '',
    });
  });

  it('restores valid values and the location', () => {
    const stored = {
      pickup_date: '2026-12-24',
      pickup_duration: '8hour',
      pickup_hour: '3pm',
      pickup_min: '45',
      pickup: 'The Savoy',
      pickup_place_id: 'saved:1',
      main_destination: 'As directed — central London',
      userLocation: { lat: 51.5, lon: -0.12 },
      assistance_dog: 'yes',
    };
    expect(restoreHourlyForm(stored, slot)).toEqual(stored);
  });

  it('replaces junk, and moves a past or too-soon pickup forward keeping the address and duration', () => {
    expect(
      restoreHourlyForm(
        { pickup_date: '2026-11-01', pickup_duration: '2hour', pickup_hour: '15', pickup_min: '07', userLocation: 'x' },
        slot,
      ),
    ).toEqual(defaultHourlyForm(slot));
    expect(restoreHourlyForm(undefined, slot)).toEqual(defaultHourlyForm(slot));
    // The spec's old default (today, 12am) and a time inside the grace period.
    for (const [hour, min] of [['12am', '00'], ['3pm', '30'], ['4pm', '00']] as const) {
      expect(
        restoreHourlyForm({ pickup_date: '2026-11-23', pickup_duration: '6hour', pickup_hour: hour, pickup_min: min, pickup: 'The Savoy' }, slot),
      ).toEqual({ ...defaultHourlyForm(slot), pickup_duration: '6hour', pickup: 'The Savoy' });
    }
  });
});
