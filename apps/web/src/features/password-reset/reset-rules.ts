/** The reset form's checks (spec §5 Reset) and the message for each failure (spec §8). */
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';

export const MIN_PASSWORD_LENGTH = 8; // as the API requires

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailIssue(email: string): string | null {
  if (email.trim() === '') return 'Enter your email';
  return EMAIL.test(email.trim()) ? null : 'Enter a valid email address';
}

export function codeIssue(code: string): string | null {
  return code.trim() === '' ? 'Enter the reset code' : null;
}

export function passwordIssues(password: string, confirm: string): { password?: string; confirm?: string } {
  const issues: { password?: string; confirm?: string } = {};
  if (password === '') issues.password = 'Enter a new password';
  else if (password.length < MIN_PASSWORD_LENGTH) issues.password = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (confirm === '') issues.confirm = 'Confirm the new password';
  else if (password !== '' && confirm !== password) issues.confirm = MESSAGES.passwordsDoNotMatch;
  return issues;
}

const rateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429;
const unreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Sending the code failed: 'Email not found', unless the server was busy, limited or unreachable. */
export function sendCodeError(error: unknown): string {
  if (rateLimited(error)) return error.message;
  if (unreachable(error)) return MESSAGES.tryLater;
  return MESSAGES.resetEmailNotFound;
}

/** 'Reset code has expired' when the server says so, else 'Invalid reset code'. */
export function verifyCodeError(error: unknown): string {
  if (rateLimited(error)) return error.message;
  if (unreachable(error)) return MESSAGES.tryLater;
  const message = error instanceof Error ? error.message : '';
  return /expired/i.test(message) ? MESSAGES.resetCodeExpired : MESSAGES.resetCodeInvalid;
}

export function resetPasswordError(error: unknown): string {
  return rateLimited(error) ? error.message : MESSAGES.resetFailed;
}
