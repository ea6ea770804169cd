/** Edit Profile: the form's checks and what a failed save says (spec §5 Profile, §8 Profile update). */
import { MESSAGES, type Passenger } from '@kerbside/contract';
import { detailOf, isException } from './corporate-errors';

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const PROFILE_FIELDS: readonly (keyof ProfileValues)[] = ['name', 'email', 'phone'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+ ()-]*$/; // as the API accepts it

export function profileFromPassenger(passenger: Passenger): ProfileValues {
  return { name: passenger.passenger_name, email: passenger.passenger_email, phone: passenger.passenger_contact_no };
}

/** Name and email are required; the email and phone are checked as the server would. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter your name';
  if (values.email.trim() === '') errors.email = 'Enter your email';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!PHONE.test(values.phone.trim())) errors.phone = 'Use digits, + and spaces only';
  return errors;
}

/** Refused (false flag, 409 email in use…): the server's message. Exception: try later, plus why. */
export function profileFailure(error: unknown): { message: string; detail: string | null } {
  if (isException(error)) return { message: MESSAGES.tryLater, detail: detailOf(error) };
  return { message: detailOf(error), detail: null };
}
