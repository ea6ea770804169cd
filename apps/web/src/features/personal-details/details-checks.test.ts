import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { emailCheckError, firstDetailsIssue } from './details-checks';
import { emptyRegistration } from '@kerbside/contract';

const filled = { ...emptyRegistration(), email: 'ann@example.com', password: 'secret', privacyAccepted: true, termsAccepted: true };

describe('firstDetailsIssue (spec §5 order)', () => {
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
