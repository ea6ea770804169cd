import { describe, it, expect } from 'vitest';
import { firstBookableSlot, isEarlier, pickupNotBefore } from './pickup-slot';

describe('firstBookableSlot', () => {
  it('is now + GRACE_TIME rounded up to 5 minutes, in London 12-hour text', () => {
    expect(firstBookableSlot(new Date('2026-11-23T14:02:00Z'), 120)).toEqual({ date: '2026-11-23', hour: '4pm', min: '05' });
    expect(firstBookableSlot(new Date('2026-07-01T10:31:00Z'), 60)).toEqual({ date: '2026-07-01', hour: '12pm', min: '35' });
  });

  it('rolls 23:58 into tomorrow at midnight', () => {
    expect(firstBookableSlot(new Date('2026-11-23T23:58:00Z'), 0)).toEqual({ date: '2026-11-24', hour: '12am', min: '00' });
  });

  it('uses no grace for a grace of 0', () => {
    expect(firstBookableSlot(new Date('2026-11-23T14:02:00Z'), 0)).toEqual({ date: '2026-11-23', hour: '2pm', min: '05' });
  });

  it('is in BST after the clocks go forward and in GMT after they go back', () => {
    // 29 March 2026 00:50 GMT + 60 min = 01:50 UTC = 02:50 BST.
    expect(firstBookableSlot(new Date('2026-03-29T00:50:00Z'), 60)).toEqual({ date: '2026-03-29', hour: '2am', min: '50' });
    // 25 October 2026 02:50 UTC = 02:50 GMT.
    expect(firstBookableSlot(new Date('2026-10-25T02:48:00Z'), 0)).toEqual({ date: '2026-10-25', hour: '2am', min: '50' });
  });
});

describe('pickupNotBefore', () => {
  const slot = { date: '2026-11-23', hour: '4pm', min: '05' };
  const form = (pickup_date: string, pickup_hour: string, pickup_min: string) => ({ pickup_date, pickup_hour, pickup_min, pickup: 'The Savoy' });

  it('moves an earlier pickup to the slot and keeps the rest of the form', () => {
    expect(pickupNotBefore(form('2026-11-23', '4pm', '00'), slot)).toEqual(form('2026-11-23', '4pm', '05'));
    expect(pickupNotBefore(form('2026-11-22', '11pm', '55'), slot)).toEqual(form('2026-11-23', '4pm', '05'));
  });

  it('returns the same form when the pickup is the slot or later', () => {
    const same = form('2026-11-23', '4pm', '05');
    expect(pickupNotBefore(same, slot)).toBe(same);
    const later = form('2026-11-24', '12am', '00');
    expect(pickupNotBefore(later, slot)).toBe(later);
  });

  it('moves a pickup that is not a time', () => {
    expect(pickupNotBefore(form('', '4pm', '05'), slot)).toEqual(form('2026-11-23', '4pm', '05'));
    expect(isEarlier({ date: '2026-11-23', hour: 'noon', min: '05' }, slot)).toBe(true);
  });
});
