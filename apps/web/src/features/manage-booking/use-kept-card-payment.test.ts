import { describe, expect, it } from 'vitest';
import { MANAGE_BOOKING_MESSAGES, MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';
import { problemText } from './use-kept-card-payment';

describe('what a manage-page card payment says when the server does not keep it', () => {
  it("says the server's words the passenger can act on: a refusal (4xx) and a payment being recorded (503)", () => {
    expect(problemText(new ApiError(MANAGE_BOOKING_MESSAGES.payNotCompleted, 402))).toBe(MANAGE_BOOKING_MESSAGES.payNotCompleted);
    expect(problemText(new ApiError(MANAGE_BOOKING_MESSAGES.payRecording, 503))).toBe(MANAGE_BOOKING_MESSAGES.payRecording);
  });

  it('says try later for a failure of ours or no answer at all', () => {
    expect(problemText(new ApiError('Internal Server Error', 500))).toBe(MESSAGES.tryLater);
    expect(problemText(new ApiError('Could not reach the server.', 0))).toBe(MESSAGES.tryLater);
    expect(problemText(new Error('boom'))).toBe(MESSAGES.tryLater);
  });
});
