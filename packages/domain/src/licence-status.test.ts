import { describe, expect, it } from 'vitest';
import { LICENCE_WARNING_DAYS, licenceStatus } from './licence-status.js';

describe('licenceStatus', () => {
  it('is valid until the warning window, expires soon within it (the last day included), expired after', () => {
    expect(LICENCE_WARNING_DAYS).toBe(30);
    expect(licenceStatus('2027-01-01', '2026-12-01')).toBe('valid');
    expect(licenceStatus('2026-12-31', '2026-12-01')).toBe('expires_soon');
    expect(licenceStatus('2026-12-02', '2026-12-01')).toBe('expires_soon');
    expect(licenceStatus('2026-12-01', '2026-12-01')).toBe('expires_soon');
    expect(licenceStatus('2026-11-30', '2026-12-01')).toBe('expired');
  });

  it('counts calendar days across a month and a year end', () => {
    expect(licenceStatus('2027-01-30', '2026-12-31')).toBe('expires_soon');
    expect(licenceStatus('2027-01-31', '2026-12-31')).toBe('valid');
  });
});
