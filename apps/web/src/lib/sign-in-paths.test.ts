import { describe, expect, it } from 'vitest';
import { forgotPasswordFromSignIn, readPasswordResetDone, safeRedirect, signInAfterReset } from './sign-in-paths';

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

describe('the round trip Sign In → Forgot password → Sign In', () => {
  const back = (path: string) => signInAfterReset(new URL(path, 'https://kerbside.invalid').searchParams);

  it("keeps the sign-in's redirect, checked the same way", () => {
    expect(forgotPasswordFromSignIn('/my-account')).toBe('/forgot_password?from=login&redirect=%2Fmy-account');
    expect(back(forgotPasswordFromSignIn('/my-account'))).toBe('/login?redirect=%2Fmy-account');
    expect(back(forgotPasswordFromSignIn('/bookings?page=2'))).toBe('/login?redirect=%2Fbookings%3Fpage%3D2');
    expect(forgotPasswordFromSignIn(null)).toBe('/forgot_password?from=login');
    expect(back('/forgot_password?from=login')).toBe('/login');
  });

  it('never carries a redirect off the site', () => {
    expect(forgotPasswordFromSignIn('https://evil.example')).toBe('/forgot_password?from=login&redirect=%2Fbookings');
    expect(back('/forgot_password?from=login&redirect=%2F%2Fevil.example')).toBe('/login?redirect=%2Fbookings');
  });

  it('is not a round trip without from=login (the Personal Detail link)', () => {
    expect(back('/forgot_password')).toBeNull();
    expect(back('/forgot_password?redirect=%2Fmy-account')).toBeNull();
  });

  it('reads the reset state loosely', () => {
    expect(readPasswordResetDone({ passwordReset: true, email: 'a@b.example' })).toEqual({ passwordReset: true, email: 'a@b.example' });
    expect(readPasswordResetDone({ passwordReset: true, email: 3 })).toEqual({ passwordReset: true, email: '' });
    expect(readPasswordResetDone({ passwordReset: 'yes' })).toBeNull();
    expect(readPasswordResetDone(null)).toBeNull();
    expect(readPasswordResetDone('x')).toBeNull();
  });
});
