import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { codeIssue, emailIssue, passwordIssues, resetPasswordError, sendCodeError, verifyCodeError } from './reset-rules';

describe('checks', () => {
  it('requires an email of email form', () => {
    expect(emailIssue('')).toBe('Enter your email');
    expect(emailIssue('ann')).toBe('Enter a valid email address');
    expect(emailIssue(' ann@example.com ')).toBeNull();
  });
  it('requires the code', () => {
    expect(codeIssue(' ')).toBe('Enter the reset code');
    expect(codeIssue('123456')).toBeNull();
  });
  it('requires both passwords, long enough and the same', () => {
    expect(passwordIssues('', '')).toEqual({ password: 'Enter a new password', confirm: 'Confirm the new password' });
    expect(passwordIssues('short', 'short')).toEqual({ password: 'Use at least 8 characters' });
    expect(passwordIssues('long-enough', 'long-enougH')).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });
    expect(passwordIssues('long-enough', 'long-enough')).toEqual({});
  });
});

describe('failure messages', () => {
  it("sending: 'Email not found', the rate-limit message, or try later", () => {
    expect(sendCodeError(new ApiError('No account with that email', 404))).toBe(MESSAGES.resetEmailNotFound);
    expect(sendCodeError(new ApiError('Nope', 200))).toBe(MESSAGES.resetEmailNotFound);
    expect(sendCodeError(new ApiError('Too many requests, wait 10 minutes', 429))).toBe('Too many requests, wait 10 minutes');
    expect(sendCodeError(new ApiError('Could not reach the server.', 0))).toBe(MESSAGES.tryLater);
  });
  it('verifying: expired when the server says so, else invalid', () => {
    expect(verifyCodeError(new ApiError('The reset code has expired', 400))).toBe(MESSAGES.resetCodeExpired);
    expect(verifyCodeError(new ApiError('Code EXPIRED', 410))).toBe(MESSAGES.resetCodeExpired);
    expect(verifyCodeError(new ApiError('Wrong code', 400))).toBe(MESSAGES.resetCodeInvalid);
    expect(verifyCodeError(new ApiError('Too many attempts', 429))).toBe('Too many attempts');
  });
  it('resetting: one message, except a rate limit', () => {
    expect(resetPasswordError(new ApiError('Use at least 8 characters', 400))).toBe(MESSAGES.resetFailed);
    expect(resetPasswordError(new TypeError('boom'))).toBe(MESSAGES.resetFailed);
    expect(resetPasswordError(new ApiError('Slow down', 429))).toBe('Slow down');
  });
});
