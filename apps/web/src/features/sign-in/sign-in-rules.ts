/** The sign-in form's checks and the message for each way signing in can fail (spec §5, §8). */
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export const SIGN_IN_FIELDS: readonly (keyof SignInValues)[] = ['email', 'password'];

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (values.email.trim() === '') errors.email = 'Enter your email';
  if (values.password === '') errors.password = 'Enter your password';
  return errors;
}

/**
 * Too many attempts: the server says when to try again. Unreachable server or a server fault:
 * try later. Anything else the server refused (false flag, 401, a malformed email): bad credentials.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.tryLater;
  if (error.status === 429) return error.message;
  if (error.status === 0 || error.status >= 500) return MESSAGES.tryLater;
  return MESSAGES.loginInvalid;
}
