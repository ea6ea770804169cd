import { describe, expect, it } from 'vitest';
import { postcodeDistrict, REMOVED, retentionEndsOn, retentionStartDay } from './retention.js';

describe('postcodeDistrict', () => {
  it('keeps the outward code of a full UK postcode, in every shape of district', () => {
    expect(postcodeDistrict('10 Downing Street, London SW1A 2AA')).toBe('SW1A');
    expect(postcodeDistrict('1 High Street, Manchester M1 1AE')).toBe('M1');
    expect(postcodeDistrict('Flat 2, 5 Road, Birmingham B33 8TH')).toBe('B33');
    expect(postcodeDistrict('Croydon CR2 6XH')).toBe('CR2');
    expect(postcodeDistrict('Docklands E14 5AB')).toBe('E14');
    expect(postcodeDistrict('Soho W1D 3QF')).toBe('W1D');
    expect(postcodeDistrict('Girobank GIR 0AA')).toBe('GIR');
  });

  it('reads a postcode typed without its space or in lower case, and takes the last of several', () => {
    expect(postcodeDistrict('10 downing street sw1a2aa')).toBe('SW1A');
    expect(postcodeDistrict('From EC1A 1BB, c/o 2 Road, Leeds LS1 4AP')).toBe('LS1');
  });

  it('removes an address without a full postcode', () => {
    expect(postcodeDistrict('London Heathrow Airport Terminal 5')).toBe(REMOVED);
    expect(postcodeDistrict('12 Acacia Avenue, London SW1A')).toBe(REMOVED);
    expect(postcodeDistrict('')).toBe(REMOVED);
  });
});

describe('retentionStartDay', () => {
  it('goes back whole calendar months, across a year', () => {
    expect(retentionStartDay('2026-12-01', 24)).toBe('2024-12-01');
    expect(retentionStartDay('2026-03-15', 12)).toBe('2025-03-15');
    expect(retentionStartDay('2026-01-10', 1)).toBe('2025-12-10');
    expect(retentionStartDay('2026-05-31', 120)).toBe('2016-05-31');
  });

  it('clamps a day the earlier month does not have to its last day', () => {
    expect(retentionStartDay('2026-03-31', 1)).toBe('2026-02-28');
    expect(retentionStartDay('2028-03-31', 1)).toBe('2028-02-29');
    expect(retentionStartDay('2026-12-31', 13)).toBe('2025-11-30');
  });
});

describe('retentionEndsOn', () => {
  it('is the first day retentionStartDay passes the last journey', () => {
    expect(retentionEndsOn('2024-12-01', 24)).toBe('2026-12-02');
    expect(retentionStartDay('2026-12-01', 24) > '2024-12-01').toBe(false);
    expect(retentionStartDay('2026-12-02', 24) > '2024-12-01').toBe(true);
    for (const [lastDay, months] of [['2025-01-31', 1], ['2024-02-29', 12], ['2025-12-31', 14], ['2025-06-30', 120]] as const) {
      const ends = retentionEndsOn(lastDay, months);
      const dayBefore = new Date(Date.parse(`${ends}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(retentionStartDay(ends, months) > lastDay).toBe(true);
      expect(retentionStartDay(dayBefore, months) > lastDay).toBe(false);
    }
  });
});
