import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-path';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/my-account')).toBe('/my-account');
    expect(safeRedirect('/bookings?page=3#top')).toBe('/bookings?page=3#top');
  });

  it('falls back to /bookings when there is nothing to go back to', () => {
    expect(safeRedirect(null)).toBe('/bookings');
    expect(safeRedirect(undefined)).toBe('/bookings');
    expect(safeRedirect('')).toBe('/bookings');
  });

  it.each([
    'https://evil.example/bookings',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'bookings',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/bookings');
  });

  it('never sends the visitor back to the sign-in page', () => {
    expect(safeRedirect('/login')).toBe('/bookings');
    expect(safeRedirect('/login?redirect=/login')).toBe('/bookings');
  });

  it('takes another fallback', () => {
    expect(safeRedirect('//x', '/')).toBe('/');
  });
});
