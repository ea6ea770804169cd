import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { signInErrorMessage, validateSignIn } from './sign-in-rules';

describe('validateSignIn', () => {
  it('asks for both the email and the password', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: 'Enter your email',
      password: 'Enter your password',
    });
  });
  it('passes a filled form; the server judges the credentials', () => {
    expect(validateSignIn({ email: 'a@b.co', password: ' x ' })).toEqual({});
  });
});

describe('signInErrorMessage', () => {
  it('says the credentials are wrong for a false flag or a 401', () => {
    expect(signInErrorMessage(new ApiError('Wrong password', 200))).toBe(MESSAGES.loginInvalid);
    expect(signInErrorMessage(new ApiError('Unauthorised', 401))).toBe(MESSAGES.loginInvalid);
    expect(signInErrorMessage(new ApiError('Enter a valid email address', 400))).toBe(MESSAGES.loginInvalid);
  });
  it("passes on the server's rate-limit message", () => {
    expect(signInErrorMessage(new ApiError('Too many attempts. Try again in 5 minutes.', 429))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });
  it('asks to try later when the server is unreachable or fails', () => {
    expect(signInErrorMessage(new ApiError('Could not reach the server.', 0))).toBe(MESSAGES.tryLater);
    expect(signInErrorMessage(new ApiError('Internal error', 500))).toBe(MESSAGES.tryLater);
    expect(signInErrorMessage(new TypeError('boom'))).toBe(MESSAGES.tryLater);
  });
});
