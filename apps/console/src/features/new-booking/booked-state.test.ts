import { describe, expect, it } from 'vitest';
import { bookedNotice, bookedState } from './booked-state';

describe('the notice a new job’s page opens with', () => {
  it('names the booking, and the pay link mailed when there is one', () => {
    expect(bookedNotice(bookedState('RV-1042', null))).toBe('RV-1042 is booked.');
    expect(bookedNotice(bookedState('RV-1042', 'Pay link for £42.00 mailed to ada@example.com.'))).toBe('RV-1042 is booked. Pay link for £42.00 mailed to ada@example.com.');
  });

  it('says nothing for a page opened any other way', () => {
    expect(bookedNotice(null)).toBeNull();
    expect(bookedNotice(undefined)).toBeNull();
    expect(bookedNotice({ from: '/bookings' })).toBeNull();
    expect(bookedNotice({ booked: 42 })).toBeNull();
  });
});
