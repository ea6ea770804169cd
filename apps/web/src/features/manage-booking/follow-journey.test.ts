import { describe, expect, it } from 'vitest';
import { bookingIsFollowed, journeyNews, journeyOf, legIsFollowed } from './follow-journey';
import { managedBooking, managedLeg } from './managed-booking-fixture';

const PICKUP = '2026-12-04T09:30:00.000Z';
const at = (iso: string) => new Date(iso);
const driver = { name: 'Sam Driver', vehicle: 'Toyota Prius', registration: 'AB12 CDE' };

describe('which journeys the manage page follows', () => {
  it('follows a leg with a driver on it, whatever the time', () => {
    for (const status of ['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board'] as const) {
      expect(legIsFollowed(managedLeg({ status, pick_up_at: PICKUP }), at('2026-11-01T00:00:00Z'))).toBe(true);
    }
  });

  it('follows a leg not started from 3 hours before its pick-up to 3 hours after', () => {
    const leg = managedLeg({ status: 'accepted', pick_up_at: PICKUP });
    expect(legIsFollowed(leg, at('2026-12-04T06:29:00Z'))).toBe(false);
    expect(legIsFollowed(leg, at('2026-12-04T06:30:00Z'))).toBe(true);
    expect(legIsFollowed(leg, at('2026-12-04T12:30:00Z'))).toBe(true);
    expect(legIsFollowed(leg, at('2026-12-04T12:31:00Z'))).toBe(false);
  });

  it('never follows a finished or cancelled leg, nor a cancelled booking', () => {
    const now = at('2026-12-04T09:00:00Z');
    for (const status of ['completed', 'no_show', 'cancelled'] as const) expect(legIsFollowed(managedLeg({ status, pick_up_at: PICKUP }), now)).toBe(false);
    const booking = managedBooking();
    const near = { ...booking, legs: [managedLeg({ status: 'new', pick_up_at: PICKUP })] };
    expect(bookingIsFollowed(near, now)).toBe(true);
    expect(bookingIsFollowed({ ...near, status: 'cancelled' }, now)).toBe(false);
  });
});

describe('what a follow-up tells', () => {
  const before = { ...managedBooking(), legs: [managedLeg({ status: 'driver_assigned', status_label: 'Driver assigned', driver })] };

  it('sees a new status or another driver, and nothing else', () => {
    const onTheWay = { ...before, legs: [managedLeg({ status: 'on_the_way', status_label: 'Driver on the way', driver })] };
    const otherCar = { ...before, legs: [managedLeg({ status: 'driver_assigned', status_label: 'Driver assigned', driver: { ...driver, registration: 'XY70 ZZZ' } })] };
    const otherWords = { ...before, legs: [managedLeg({ status: 'driver_assigned', status_label: 'Driver assigned', driver, from_address: 'Elsewhere' })] };
    expect(journeyOf(onTheWay)).not.toBe(journeyOf(before));
    expect(journeyOf(otherCar)).not.toBe(journeyOf(before));
    expect(journeyOf(otherWords)).toBe(journeyOf(before));
    expect(journeyNews(before, onTheWay)).toBe('Driver on the way');
    expect(journeyNews(before, otherCar)).toBeNull();
  });

  it('names the leg when the booking has two', () => {
    const two = { ...before, legs: [managedLeg({ status: 'completed', status_label: 'Completed' }), managedLeg({ leg: 'return', status: 'driver_assigned', driver })] };
    const arrived = { ...two, legs: [two.legs[0]!, managedLeg({ leg: 'return', status: 'arrived', status_label: 'Driver waiting at the pick-up', driver })] };
    expect(journeyNews(two, arrived)).toBe('Return journey: Driver waiting at the pick-up');
  });
});
