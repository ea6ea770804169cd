import { describe, it, expect } from 'vitest';
import {
  formatDateDMY,
  formatDuration,
  formatTime12,
  formatTime12Text,
  hour12ToHour24,
  hour24ToHour12,
  milesToKm,
  toLocalDateTime,
} from './time-format.js';

describe('hour12ToHour24', () => {
  it('converts am and pm hours', () => {
    expect(hour12ToHour24('3pm')).toBe(15);
    expect(hour12ToHour24('12am')).toBe(0);
    expect(hour12ToHour24('12pm')).toBe(12);
    expect(hour12ToHour24('1am')).toBe(1);
    expect(hour12ToHour24('11pm')).toBe(23);
    expect(hour12ToHour24(' 03 PM ')).toBe(15);
  });

  it('returns null for invalid text', () => {
    for (const text of ['', '3', '13pm', '0am', 'pm', '3xm', '15:00', '3.5pm']) {
      expect(hour12ToHour24(text)).toBeNull();
    }
  });
});

describe('hour24ToHour12', () => {
  it('converts every hour and back', () => {
    expect(hour24ToHour12(15)).toBe('3pm');
    expect(hour24ToHour12(0)).toBe('12am');
    expect(hour24ToHour12(12)).toBe('12pm');
    for (let hour = 0; hour < 24; hour++) expect(hour12ToHour24(hour24ToHour12(hour))).toBe(hour);
  });

  it('rejects hours out of range', () => {
    expect(() => hour24ToHour12(24)).toThrow(RangeError);
    expect(() => hour24ToHour12(1.5)).toThrow(RangeError);
  });
});

describe('toLocalDateTime', () => {
  it('builds a wall-clock time', () => {
    expect(toLocalDateTime('2026-11-23', '3pm', '05')).toEqual({ date: '2026-11-23', minute: 905 });
    expect(toLocalDateTime('2026-11-23', '12am', '00')).toEqual({ date: '2026-11-23', minute: 0 });
  });

  it('returns null for invalid parts', () => {
    expect(toLocalDateTime('2026-11-31', '3pm', '05')).toBeNull();
    expect(toLocalDateTime('2026-11-23', '15', '05')).toBeNull();
    expect(toLocalDateTime('2026-11-23', '3pm', '60')).toBeNull();
    expect(toLocalDateTime('2026-11-23', '3pm', 'ab')).toBeNull();
  });
});

describe('formatDateDMY', () => {
  it('reorders the date', () => {
    expect(formatDateDMY('2026-11-23')).toBe('23-11-2026');
    expect(formatDateDMY('2026-01-05')).toBe('05-01-2026');
  });

  it('leaves other text unchanged', () => {
    expect(formatDateDMY('soon')).toBe('soon');
  });
});

describe('formatTime12 and formatTime12Text', () => {
  it('formats minutes of the day', () => {
    expect(formatTime12(905)).toBe('03:05 PM');
    expect(formatTime12(0)).toBe('12:00 AM');
    expect(formatTime12(720)).toBe('12:00 PM');
    expect(formatTime12(1439)).toBe('11:59 PM');
    expect(() => formatTime12(1440)).toThrow(RangeError);
  });

  it('formats form text', () => {
    expect(formatTime12Text('3pm', '05')).toBe('03:05 PM');
    expect(formatTime12Text('12am', '30')).toBe('12:30 AM');
    expect(formatTime12Text('13pm', '05')).toBeNull();
  });
});

describe('milesToKm', () => {
  it('converts and rounds', () => {
    expect(milesToKm(1)).toBe(2);
    expect(milesToKm(10)).toBe(16);
    expect(milesToKm(12.4)).toBe(20);
    expect(milesToKm(0)).toBe(0);
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(2700)).toBe('45 min');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(89)).toBe('1 min');
    expect(formatDuration(3599)).toBe('1 h');
  });

  it('rejects negative or NaN seconds', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});
