import { describe, it, expect } from 'vitest';
import {
  DURATION_OPTIONS,
  HOUR_OPTIONS_24,
  HOURLY_HOUR_OPTIONS,
  MINUTE_OPTIONS,
  durationLabel,
  normaliseHour12,
  normaliseMinute,
} from './time-options';

describe('HOUR_OPTIONS_24', () => {
  it('shows 00 to 23 and stores 12-hour text', () => {
    expect(HOUR_OPTIONS_24).toHaveLength(24);
    expect(HOUR_OPTIONS_24[0]).toEqual({ value: '12am', label: '00' });
    expect(HOUR_OPTIONS_24[1]).toEqual({ value: '1am', label: '01' });
    expect(HOUR_OPTIONS_24[12]).toEqual({ value: '12pm', label: '12' });
    expect(HOUR_OPTIONS_24[15]).toEqual({ value: '3pm', label: '15' });
    expect(HOUR_OPTIONS_24[23]).toEqual({ value: '11pm', label: '23' });
  });
});

describe('minute and hourly choices', () => {
  it('offers minutes in steps of 5', () => {
    expect(MINUTE_OPTIONS.map((o) => o.value)).toEqual([
      '00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55',
    ]);
  });

  it('keeps the spec order of hourly hours and names midnight and noon', () => {
    expect(HOURLY_HOUR_OPTIONS[0]).toEqual({ value: '1am', label: '1 am' });
    expect(HOURLY_HOUR_OPTIONS[11]).toEqual({ value: '12am', label: 'Midnight' });
    expect(HOURLY_HOUR_OPTIONS[12]).toEqual({ value: '1pm', label: '1 pm' });
    expect(HOURLY_HOUR_OPTIONS[23]).toEqual({ value: '12pm', label: 'Noon' });
  });

  it('labels durations as hours', () => {
    expect(durationLabel('4hour')).toBe('4 hours');
    expect(DURATION_OPTIONS[0]).toEqual({ value: '4hour', label: '4 hours' });
    expect(DURATION_OPTIONS.at(-1)).toEqual({ value: '24hour', label: '24 hours' });
  });
});

describe('normalising stored times', () => {
  it('canonicalises 12-hour text and falls back on junk', () => {
    expect(normaliseHour12('03 PM', '12am')).toBe('3pm');
    expect(normaliseHour12('12am', '1pm')).toBe('12am');
    expect(normaliseHour12('25pm', '12am')).toBe('12am');
    expect(normaliseHour12(7, '12am')).toBe('12am');
  });

  it('accepts only 5-minute choices', () => {
    expect(normaliseMinute('05', '00')).toBe('05');
    expect(normaliseMinute('07', '00')).toBe('00');
    expect(normaliseMinute(undefined, '30')).toBe('30');
  });
});
