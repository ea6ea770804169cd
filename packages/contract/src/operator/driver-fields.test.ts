import { describe, expect, it } from 'vitest';
import { normaliseUkMobile, normaliseUkRegistration } from './driver-fields.js';

describe('normaliseUkMobile', () => {
  it('reads the ways a UK mobile is written as one +44 form', () => {
    for (const typed of ['07700900123', '07700 900123', '07700-900-123', '+447700900123', '+44 7700 900123', '+44 (0)7700 900123', '447700900123', '00447700900123', ' 07700.900.123 ']) {
      expect(normaliseUkMobile(typed), typed).toBe('+447700900123');
    }
  });

  it('refuses landlines, short or long numbers, other countries and letters', () => {
    for (const typed of ['02079460101', '+442079460101', '0770090012', '077009001234', '+33612345678', '0770090012a', '', '7700900123']) {
      expect(normaliseUkMobile(typed), typed).toBeNull();
    }
  });
});

describe('normaliseUkRegistration', () => {
  it('upper-cases and spaces the usual formats', () => {
    expect(normaliseUkRegistration('ab12cde')).toBe('AB12 CDE');
    expect(normaliseUkRegistration(' AB12  CDE ')).toBe('AB12 CDE');
    expect(normaliseUkRegistration('a123bcd')).toBe('A123 BCD');
    expect(normaliseUkRegistration('abc123d')).toBe('ABC 123D');
    expect(normaliseUkRegistration('LV 70 XYZ')).toBe('LV70 XYZ');
    expect(normaliseUkRegistration('ab-12-cde')).toBe('AB12 CDE');
  });

  it('keeps dateless and Northern Ireland plates as typed, spaces made single', () => {
    expect(normaliseUkRegistration('abz  1234')).toBe('ABZ 1234');
    expect(normaliseUkRegistration('1 a')).toBe('1 A');
    expect(normaliseUkRegistration('k1ngs')).toBe('K1 NGS'); // a prefix-format plate
  });

  it('refuses what cannot be a plate', () => {
    for (const typed of ['', 'A', 'ABCDEFG', '1234567', 'AB12 CDEF', 'AB_12', 'AB12\u0000CDE', 'ÄB12 CDE']) {
      expect(normaliseUkRegistration(typed), typed).toBeNull();
    }
  });
});
