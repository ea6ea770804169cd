import { describe, expect, it } from 'vitest';
import { MESSAGES, TEXT_PREFERENCE_MESSAGES } from '@kerbside/contract';
import { emailCheckError, firstDetailsIssue } from './details-checks';
import { emptyRegistration } from '@kerbside/contract';

const filled = { ...emptyRegistration(), email: 'ann@example.com', password: 'secret', privacyAccepted: true, termsAccepted: true };

describe('firstDetailsIssue (spec §5 order)', () => {
  it('asks for a number that takes texts only when texts are asked for, on the phone they go to', () => {
    expect(firstDetailsIssue('guest_login', { ...filled, number: '12345' })).toBeNull();
    expect(firstDetailsIssue('guest_login', { ...filled, number: '12345', textMessages: true })).toEqual({ field: 'number', message: TEXT_PREFERENCE_MESSAGES.numberNeeded });
    expect(firstDetailsIssue('guest_login', { ...filled, number: '020 7946 0000', textMessages: true })?.message).toBe(TEXT_PREFERENCE_MESSAGES.landline);
    for (const number of ['07700 900123', '+44 7700 900123', '+33 6 12 34 56 78']) expect(firstDetailsIssue('guest_login', { ...filled, number, textMessages: true })).toBeNull();
    const passenger = { ...filled, number: '07700 900123', passengerDetails: 'yes' as const, passengerPhone: '0770', textMessages: true };
    expect(firstDetailsIssue('guest_login', passenger)?.field).toBe('passengerPhone');
  });

  it('asks for the email first, in every mode', () => {
    for (const mode of ['guest_login', 'new_client', 'existing_client'] as const) {
      expect(firstDetailsIssue(mode, { ...emptyRegistration(), email: '  ' })).toEqual({
        field: 'email',
        message: MESSAGES.emailRequired,
      });
    }
  });

  it('asks for a password unless the visitor books as a guest', () => {
    const noPassword = { ...filled, password: '' };
    expect(firstDetailsIssue('new_client', noPassword)?.message).toBe(MESSAGES.passwordRequired);
    expect(firstDetailsIssue('existing_client', noPassword)?.message).toBe(MESSAGES.passwordRequired);
    expect(firstDetailsIssue('guest_login', noPassword)).toBeNull();
  });

  it('asks new clients for privacy before terms', () => {
    const neither = { ...filled, privacyAccepted: false, termsAccepted: false };
    expect(firstDetailsIssue('new_client', neither)).toEqual({ field: 'privacy', message: MESSAGES.privacyRequired });
    expect(firstDetailsIssue('new_client', { ...neither, privacyAccepted: true })).toEqual({
      field: 'terms',
      message: MESSAGES.termsRequired,
    });
  });

  it('does not ask guests or existing clients to accept policies', () => {
    const none = { ...filled, privacyAccepted: false, termsAccepted: false };
    expect(firstDetailsIssue('guest_login', none)).toBeNull();
    expect(firstDetailsIssue('existing_client', none)).toBeNull();
  });

  it('lets complete details through', () => {
    expect(firstDetailsIssue('new_client', filled)).toBeNull();
  });
});

describe('emailCheckError', () => {
  const apiError = (message: string, status: number) => Object.assign(new Error(message), { status });

  it('reads a refusal by the server as email not found', () => {
    expect(emailCheckError(apiError('Invalid credentials', 401))).toBe(MESSAGES.emailNotFound);
    expect(emailCheckError(apiError('Not found', 404))).toBe(MESSAGES.emailNotFound);
    expect(emailCheckError(apiError('Request failed', 200))).toBe(MESSAGES.emailNotFound);
  });

  it('reads no answer, a server fault or a rate limit as a failed check with its message', () => {
    expect(emailCheckError(apiError('Could not reach the server.', 0))).toBe(`${MESSAGES.emailCheckFailed}Could not reach the server.`);
    expect(emailCheckError(apiError('Internal error', 500))).toBe(`${MESSAGES.emailCheckFailed}Internal error`);
    expect(emailCheckError(apiError('Too many attempts', 429))).toBe(`${MESSAGES.emailCheckFailed}Too many attempts`);
    expect(emailCheckError(new TypeError('boom'))).toBe(`${MESSAGES.emailCheckFailed}boom`);
  });
});
