import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { emailChanged, isWrongCurrentPassword, profileFailure, profileFromPassenger, validateProfile } from './profile-rules';

const STORED = 'ann@example.com';
const profile = (values: { name: string; email: string; phone: string; currentPassword?: string }) => ({ currentPassword: '', ...values });

describe('validateProfile', () => {
  it('requires the name and the email', () => {
    expect(validateProfile(profile({ name: ' ', email: '', phone: '' }), STORED)).toEqual({ name: 'Enter your name', email: 'Enter your email' });
  });
  it('checks the email and phone as the server does', () => {
    expect(validateProfile(profile({ name: 'Ann', email: 'ann@', phone: '07700 ext. 9', currentPassword: 'x' }), STORED)).toEqual({
      email: 'Enter a valid email address',
      phone: 'Use digits, + and spaces only',
    });
  });
  it('accepts a complete profile with or without a phone', () => {
    expect(validateProfile(profile({ name: 'Ann Lee', email: 'ann@example.com', phone: '+44 (0)7700-900123' }), STORED)).toEqual({});
    expect(validateProfile(profile({ name: 'Ann Lee', email: 'ann@example.com', phone: '' }), STORED)).toEqual({});
  });
  it('asks for the current password only when the email changes (letter case aside)', () => {
    expect(validateProfile(profile({ name: 'Ann', email: 'ann.lee@example.com', phone: '' }), STORED)).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
    expect(validateProfile(profile({ name: 'Ann', email: 'ann.lee@example.com', phone: '', currentPassword: 'secret' }), STORED)).toEqual({});
    expect(validateProfile(profile({ name: 'Ann', email: ' ANN@example.com ', phone: '' }), STORED)).toEqual({});
    expect(emailChanged({ email: 'Ann@Example.com' }, STORED)).toBe(false);
    expect(emailChanged({ email: 'ann@example.org' }, STORED)).toBe(true);
  });
});

describe('isWrongCurrentPassword', () => {
  it("is the server's 403 about the current password only", () => {
    expect(isWrongCurrentPassword(new ApiError(MESSAGES.currentPasswordWrong, 403))).toBe(true);
    expect(isWrongCurrentPassword(new ApiError('You can only change your own details.', 403))).toBe(false);
    expect(isWrongCurrentPassword(new ApiError(MESSAGES.currentPasswordWrong, 429))).toBe(false);
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
    ).toEqual({ name: 'Ann', email: 'a@b.co', phone: '07700', currentPassword: '' });
  });
});
