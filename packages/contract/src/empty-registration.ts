/** Apart from bookings.ts, whose schemas would bring zod into the website's bundle with it. */
import type { RegistrationData } from './bookings.js';

/** No one yet: every field empty, a guest who has accepted nothing. */
export function emptyRegistration(): RegistrationData {
  return {
    firstName: '',
    surname: '',
    number: '',
    email: '',
    username: '',
    privacyAccepted: false,
    termsAccepted: false,
    passengerDetails: 'no',
    passengerName: '',
    passengerEmail: '',
    passengerPhone: '',
    additionalInfo: '',
    password: '',
    textMessages: false,
  };
}
