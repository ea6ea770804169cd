import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { profileFailure, profileFromPassenger, validateProfile } from './profile-rules';

describe('validateProfile', () => {
  it('requires the name and the email', () => {
    expect(validateProfile({ name: ' ', email: '', phone: '' })).toEqual({ name: 'Enter your name', email: 'Enter your email' });
  });
  it('checks the email and phone as the server does', () => {
    expect(validateProfile({ name: 'Ann', email: 'ann@', phone: '07700 ext. 9' })).toEqual({
      email: 'Enter a valid email address',
      phone: 'Use digits, + and spaces only',
    });
  });
  it('accepts a complete profile with or without a phone', () => {
    expect(validateProfile({ name: 'Ann Lee', email: 'ann@example.com', phone: '+44 (0)7700-900123' })).toEqual({});
    expect(validateProfile({ name: 'Ann Lee', email: 'ann@example.com', phone: '' })).toEqual({});
  });
});

describe('profileFailure', () => {
  it("shows the server's message when it refused the change", () => {
    expect(profileFailure(new ApiError('This email is already in use', 409))).toEqual({
      message: 'This email is already in use',
      detail: null,
    });
    expect(profileFailure(new ApiError('Nothing changed', 200)).message).toBe('Nothing changed');
  });
  it('asks to try later, with the error, when the call broke', () => {
    expect(profileFailure(new ApiError('Could not reach the server.', 0))).toEqual({
      message: MESSAGES.tryLater,
      detail: 'Could not reach the server.',
    });
    expect(profileFailure(new ApiError('Request failed (502)', 502)).message).toBe(MESSAGES.tryLater);
    expect(profileFailure(new TypeError('x is undefined'))).toEqual({ message: MESSAGES.tryLater, detail: 'x is undefined' });
  });
});

describe('profileFromPassenger', () => {
  it('fills the form from the stored passenger', () => {
    expect(
      profileFromPassenger({ passenger_id: 1, passenger_name: 'Ann', passenger_email: 'a@b.co', passenger_contact_no: '07700' }),
    ).toEqual({ name: 'Ann', email: 'a@b.co', phone: '07700' });
  });
});
