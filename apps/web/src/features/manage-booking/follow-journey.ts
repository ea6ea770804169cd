/**
 * While a journey is close or under way, the manage page asks for the booking again now and then, so
 * the passenger sees the driver assigned, on the way and waiting at the kerb without reloading
 * (pure rules; the timer is `use-followed-booking.ts`).
 */
import type { ManagedBooking, ManagedLeg } from '@kerbside/contract';
import { legTitle } from './booking-words';

/** How often the page asks while it follows a journey: a driver's step shows within this. */
export const FOLLOW_INTERVAL_MS = 20_000;

const UNDER_WAY: ReadonlySet<ManagedLeg['status']> = new Set(['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board']);
const NOT_STARTED: ReadonlySet<ManagedLeg['status']> = new Set(['new', 'accepted']);
const HOUR = 3_600_000;

/**
 * A leg with a driver on it, or one not started whose pick-up is within 3 hours ahead (a driver
 * could be assigned any minute) or up to 3 hours past (a late job still being dispatched).
 */
export function legIsFollowed(leg: ManagedLeg, now: Date): boolean {
  if (UNDER_WAY.has(leg.status)) return true;
  if (!NOT_STARTED.has(leg.status)) return false;
  const fromNow = Date.parse(leg.pick_up_at) - now.getTime();
  return fromNow <= 3 * HOUR && fromNow >= -3 * HOUR;
}

export function bookingIsFollowed(booking: ManagedBooking, now: Date): boolean {
  return booking.status !== 'cancelled' && booking.legs.some((leg) => legIsFollowed(leg, now));
}

/** What a follow-up may change that the passenger should see: each leg's status and driver. */
export function journeyOf(booking: ManagedBooking): string {
  return JSON.stringify(booking.legs.map((leg) => [leg.leg, leg.status, leg.driver?.name ?? null, leg.driver?.registration ?? null, leg.driver?.vehicle ?? null]));
}

/** Words for a screen reader when a follow-up brought news: 'Return journey: Driver on the way'. */
export function journeyNews(before: ManagedBooking, after: ManagedBooking): string | null {
  const news = after.legs.flatMap((leg) => {
    const earlier = before.legs.find((old) => old.leg === leg.leg);
    if (earlier?.status === leg.status) return [];
    return [after.legs.length > 1 ? `${legTitle(leg, after.legs.length)}: ${leg.status_label}` : leg.status_label];
  });
  return news.length > 0 ? news.join('. ') : null;
}
