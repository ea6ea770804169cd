/** Change password on My Account: the form's checks (as the API and the reset form check them). */
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@kerbside/contract';

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export const PASSWORD_CHANGE_FIELDS: readonly (keyof PasswordChangeValues)[] = ['current', 'next', 'confirm'];

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { current: '', next: '', confirm: '' };

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.current === '') errors.current = 'Enter your current password';
  if (values.next === '') errors.next = 'Enter a new password';
  else if (values.next.length < PASSWORD_MIN_LENGTH) errors.next = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (values.confirm === '') errors.confirm = 'Confirm the new password';
  else if (values.next !== '' && values.confirm !== values.next) errors.confirm = MESSAGES.passwordsDoNotMatch;
  return errors;
}
