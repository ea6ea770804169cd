import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@kerbside/contract';
import {
  buildContactPayload,
  CONTACT_ERRORS,
  EMPTY_CONTACT,
  isQueryReason,
  QUERY_REASONS,
  validateContact,
  type ContactValues,
} from './contact-rules';

const filled = (over: Partial<ContactValues> = {}): ContactValues => ({
  firstName: ' Ana ',
  lastName: 'Silva',
  email: ' ana@example.com ',
  queryReason: 'Lost Item',
  telephone: ' 07700  900123 ',
  bookingNumber: ' kb-7q4m-2xhd ',
  comments: ' Left an umbrella in the car. ',
  ...over,
});

describe('validateContact', () => {
  it('accepts an empty form: nothing is required', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({});
  });

  it('accepts a filled form', () => {
    expect(validateContact(filled())).toEqual({});
  });

  it('checks the email only when one is given', () => {
    expect(validateContact(filled({ email: 'ana@' })).email).toBe(CONTACT_ERRORS.email);
    expect(validateContact(filled({ email: '  ' })).email).toBeUndefined();
  });

  it.each(['020-7946-0000', 'call me', '(020) 7946'])('rejects the telephone %s', (telephone) => {
    expect(validateContact(filled({ telephone })).telephone).toBe(CONTACT_ERRORS.telephone);
  });

  it('rejects a telephone over 30 characters', () => {
    expect(validateContact(filled({ telephone: '1'.repeat(31) })).telephone).toBe(CONTACT_ERRORS.telephoneLength);
  });

  it.each(['KB-7Q4M-2XHD', '123456', 'kb7q4m2xhd'])('accepts the booking number %s', (bookingNumber) => {
    expect(validateContact(filled({ bookingNumber })).bookingNumber).toBeUndefined();
  });

  it.each(['KB 7Q4M', 'KB/7Q4M', '#123'])('rejects the booking number %s', (bookingNumber) => {
    expect(validateContact(filled({ bookingNumber })).bookingNumber).toBe(CONTACT_ERRORS.bookingNumber);
  });

  it('rejects a booking number over 40 characters', () => {
    expect(validateContact(filled({ bookingNumber: 'A'.repeat(41) })).bookingNumber).toBe(
      CONTACT_ERRORS.bookingNumberLength,
    );
  });
});

describe('buildContactPayload', () => {
  it('maps the fields to the contact payload, trimmed, with the booking number upper-cased', () => {
    expect(buildContactPayload(filled())).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      telephone: '07700 900123',
      queryReason: 'Lost Item',
      bookingNumber: 'KB-7Q4M-2XHD',
      comments: 'Left an umbrella in the car.',
    });
  });

  it('builds what the API schema accepts, empty or filled', () => {
    expect(contactMessageSchema.safeParse(buildContactPayload(EMPTY_CONTACT)).success).toBe(true);
    expect(contactMessageSchema.safeParse(buildContactPayload(filled())).success).toBe(true);
  });
});

describe('query reasons', () => {
  it('defaults to Booking and offers the five reasons of spec §5', () => {
    expect(EMPTY_CONTACT.queryReason).toBe('Booking');
    expect(QUERY_REASONS).toEqual(['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other']);
    expect(isQueryReason('Lost Item')).toBe(true);
    expect(isQueryReason('Refund')).toBe(false);
  });
});
