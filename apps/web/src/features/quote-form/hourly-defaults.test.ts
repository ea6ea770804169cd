import { describe, it, expect } from 'vitest';
import { defaultHourlyForm, restoreHourlyForm } from './hourly-defaults';

const today = '2026-11-23';

describe('hourly form defaults', () => {
  it('starts today, 4 hours from 12am', () => {
    expect(defaultHourlyForm(today)).toEqual({
      pickup_date: today,
      pickup_duration: '4hour',
      pickup_hour: '12am',
      pickup_min: '00',
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
      userLocation: { lat: 51.5, lon: -0.12 },
    };
    expect(restoreHourlyForm(stored, today)).toEqual(stored);
  });

  it('replaces junk and a past date', () => {
    expect(
      restoreHourlyForm(
        { pickup_date: '2026-11-01', pickup_duration: '2hour', pickup_hour: '15', pickup_min: '07', userLocation: 'x' },
        today,
      ),
    ).toEqual(defaultHourlyForm(today));
    expect(restoreHourlyForm(undefined, today)).toEqual(defaultHourlyForm(today));
  });
});
