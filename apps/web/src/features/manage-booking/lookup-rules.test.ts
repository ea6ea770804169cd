import { describe, expect, it } from 'vitest';
import { MANAGE_BOOKING_MESSAGES, MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { lookupFailure, validateLookup } from './lookup-rules';

describe('validateLookup', () => {
  it('accepts a booking number as people type it and an email', () => {
    expect(validateLookup({ bookingNumber: 'kb 7q4m 2xhd', email: 'ada@example.com' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(validateLookup({ bookingNumber: 'KB-12', email: '' })).toEqual({ bookingNumber: MANAGE_BOOKING_MESSAGES.bookingNumber, email: 'Enter the email address you booked with' });
    expect(validateLookup({ bookingNumber: 'KB-7Q4M-2XHD', email: 'ada@' }).email).toBe('Enter a valid email address');
  });
});

describe('lookupFailure', () => {
  it("shows the server's words for no match and too many tries, and 'try later' when it could not answer", () => {
    expect(lookupFailure(new ApiError(MANAGE_BOOKING_MESSAGES.notFound, 404))).toBe(MANAGE_BOOKING_MESSAGES.notFound);
    expect(lookupFailure(new ApiError('Too many booking searches.', 429))).toBe('Too many booking searches.');
    expect(lookupFailure(new ApiError('boom', 500))).toBe(MESSAGES.tryLater);
    expect(lookupFailure(new Error('offline'))).toBe(MESSAGES.tryLater);
  });
});
