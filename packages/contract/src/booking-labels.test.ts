import { describe, expect, it } from 'vitest';
import { bookingTypeLabel, paymentMethodLabel } from './booking-labels.js';

describe('booking labels', () => {
  it("reads ride_type 'Q' as a transfer and anything else as hourly hire", () => {
    expect(bookingTypeLabel('Q')).toBe('Transfer');
    expect(bookingTypeLabel('H')).toBe('Hourly hire');
  });
  it('uses the Payment screen words for both payment methods', () => {
    expect(paymentMethodLabel('car')).toBe('Pay in Car');
    expect(paymentMethodLabel('card')).toBe('Pay by Card');
  });
});
