/** Book Now from the corporate area: the booking form's personal details filled from the passenger. */
import type { Passenger } from '@kerbside/contract';
import type { RegistrationData } from '../../lib/storage';

// Lower-case words that belong to the surname: 'Jan van der Berg' → 'Jan' + 'van der Berg'.
const SURNAME_PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'di', 'du', 'la', 'le', 'st', 'st.', 'bin', 'al', 'ap', 'mac']);

/**
 * 'Mary Ann Smith' → Mary Ann / Smith; 'Jan van der Berg' → Jan / van der Berg; 'Cher' → Cher / ''.
 * The last word is the surname, with any particles before it; the first word is always a first name.
 */
export function splitName(full: string): { firstName: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', surname: '' };
  if (words.length === 1) return { firstName: words[0]!, surname: '' };
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  return { firstName: words.slice(0, start).join(' '), surname: words.slice(start).join(' ') };
}

/** An existing client's details; the password stays empty, the client types it at Personal Detail. */
export function registrationFromPassenger(passenger: Passenger): RegistrationData {
  const { firstName, surname } = splitName(passenger.passenger_name);
  return {
    firstName,
    surname,
    number: passenger.passenger_contact_no,
    email: passenger.passenger_email,
    username: passenger.passenger_email,
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
