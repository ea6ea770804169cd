/** Edit Profile: the form's checks and what a failed save says (spec §5 Profile, §8 Profile update). */
import { MESSAGES, type Passenger } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { detailOf, isException } from './corporate-errors';

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  /** Asked for only when the email changes. */
  currentPassword: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** In screen order: the current password shows under the email. */
export const PROFILE_FIELDS: readonly (keyof ProfileValues)[] = ['name', 'email', 'currentPassword', 'phone'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+ ()-]*$/; // as the API accepts it

export function profileFromPassenger(passenger: Passenger): ProfileValues {
  return { name: passenger.passenger_name, email: passenger.passenger_email, phone: passenger.passenger_contact_no, currentPassword: '' };
}

/** The server compares emails lower-cased, so a change of letter case alone is no change. */
export function emailChanged(values: Pick<ProfileValues, 'email'>, storedEmail: string): boolean {
  return values.email.trim().toLowerCase() !== storedEmail.trim().toLowerCase();
}

/** Name and email are required; the email and phone are checked as the server would; a new email needs the current password. */
export function validateProfile(values: ProfileValues, storedEmail: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter your name';
  if (values.email.trim() === '') errors.email = 'Enter your email';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  const passwordNeeded = !errors.email && emailChanged(values, storedEmail);
  if (passwordNeeded && values.currentPassword === '') errors.currentPassword = MESSAGES.currentPasswordRequired;
  if (!PHONE.test(values.phone.trim())) errors.phone = 'Use digits, + and spaces only';
  return errors;
}

/** The server refused the current password: said under that field, not as a form error. */
export const isWrongCurrentPassword = (error: unknown) => error instanceof ApiError && error.status === 403 && error.message === MESSAGES.currentPasswordWrong;

/** Refused (false flag, 409 email in use…): the server's message. Exception: try later, plus why. */
export function profileFailure(error: unknown): { message: string; detail: string | null } {
  if (isException(error)) return { message: MESSAGES.tryLater, detail: detailOf(error) };
  return { message: detailOf(error), detail: null };
}
