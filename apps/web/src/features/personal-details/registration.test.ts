import { describe, expect, it } from 'vitest';
import { emptyRegistration } from '@kerbside/contract';
import { initialMode, registrationModes, restoreRegistration } from './registration';

describe('registrationModes', () => {
  it('offers Guest Login first only when it is enabled', () => {
    expect(registrationModes(true)).toEqual(['guest_login', 'new_client', 'existing_client']);
    expect(registrationModes(false)).toEqual(['new_client', 'existing_client']);
  });
});

describe('initialMode', () => {
  it('restores the stored mode while it is offered', () => {
    expect(initialMode(registrationModes(true), 'existing_client')).toBe('existing_client');
  });
  it('falls back to the first mode when the stored one is no longer offered or unknown', () => {
    expect(initialMode(registrationModes(false), 'guest_login')).toBe('new_client');
    expect(initialMode(registrationModes(true), null)).toBe('guest_login');
    expect(initialMode(registrationModes(true), 42)).toBe('guest_login');
  });
});

describe('restoreRegistration', () => {
  it('keeps stored values of the right type over the defaults', () => {
    const restored = restoreRegistration({ email: 'a@b.co', privacyAccepted: true, firstName: 7, extra: 'x' });
    expect(restored).toEqual({ ...emptyRegistration(), email: 'a@b.co', privacyAccepted: true });
  });
  it('gives empty data for missing or broken values', () => {
    expect(restoreRegistration(null)).toEqual(emptyRegistration());
    expect(restoreRegistration('nope')).toEqual(emptyRegistration());
    expect(restoreRegistration({ passengerDetails: 'maybe' }).passengerDetails).toBe('no');
  });
});
