/** Contact Us values, the checks of spec §5 and the contact payload of spec §3. */
import { QUERY_REASONS, type ContactMessage } from '@kerbside/contract';

export type QueryReason = ContactMessage['queryReason'];
export { QUERY_REASONS };

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  queryReason: QueryReason;
  telephone: string;
  bookingNumber: string;
  comments: string;
}

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  queryReason: 'Booking',
  telephone: '',
  bookingNumber: '',
  comments: '',
};

export type ContactField = 'email' | 'telephone' | 'bookingNumber';
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Screen order, for moving focus to the first field with an error. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['email', 'telephone', 'bookingNumber'];

export const CONTACT_ERRORS = {
  email: 'Enter an email address like name@example.com, or leave it empty',
  telephone: 'Use digits, + and spaces only',
  telephoneLength: 'Enter at most 30 characters',
  bookingNumber: 'Use only letters, digits and dashes, with no spaces',
  bookingNumberLength: 'Enter at most 40 characters',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+ ]*$/;
/**
 * Spec §5 calls the booking number numeric, but Kerbside booking numbers look like KB-7Q4M-2XHD,
 * so letters, digits and dashes are accepted (and upper-cased when sent).
 */
const BOOKING_NUMBER = /^[A-Za-z0-9-]*$/;

export function isQueryReason(value: string): value is QueryReason {
  return (QUERY_REASONS as readonly string[]).includes(value);
}

/** Nothing is required (spec §5); what is typed must have the right shape. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = CONTACT_ERRORS.email;

  const telephone = values.telephone.trim();
  if (!PHONE.test(telephone)) errors.telephone = CONTACT_ERRORS.telephone;
  else if (telephone.length > 30) errors.telephone = CONTACT_ERRORS.telephoneLength;

  const bookingNumber = values.bookingNumber.trim();
  if (!BOOKING_NUMBER.test(bookingNumber)) errors.bookingNumber = CONTACT_ERRORS.bookingNumber;
  else if (bookingNumber.length > 40) errors.bookingNumber = CONTACT_ERRORS.bookingNumberLength;
  return errors;
}

export function buildContactPayload(values: ContactValues): ContactMessage {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    telephone: values.telephone.trim().replace(/\s+/g, ' '),
    queryReason: values.queryReason,
    bookingNumber: values.bookingNumber.trim().toUpperCase(),
    comments: values.comments.trim(),
  };
}
