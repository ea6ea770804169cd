import { describe, expect, it } from 'vitest';
import { hasExpired, loginPath } from './session';

describe('hasExpired', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is true for an expiry in the past or now', () => {
    expect(hasExpired('2026-03-01T11:59:59Z', now)).toBe(true);
    expect(hasExpired('2026-03-01T12:00:00Z', now)).toBe(true);
  });
  it('is false for a later expiry, and leaves a missing or unreadable one to the server', () => {
    expect(hasExpired('2026-03-02T00:00:00Z', now)).toBe(false);
    expect(hasExpired(null, now)).toBe(false);
    expect(hasExpired('soon', now)).toBe(false);
  });
});

describe('loginPath', () => {
  it('carries the intended path, query included, as the redirect', () => {
    expect(loginPath('/bookings?page=2')).toBe('/login?redirect=%2Fbookings%3Fpage%3D2');
    expect(loginPath('/my-account')).toBe('/login?redirect=%2Fmy-account');
  });
});
