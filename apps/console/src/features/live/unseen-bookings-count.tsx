import { useLive } from './live-provider';

/** New bookings since the board was last open in this tab, beside "Bookings" in the navigation; nothing when none. */
export function UnseenBookingsCount() {
  const { unseenBookings: count } = useLive();
  if (!count) return null;
  return (
    <span className="nav-count" data-testid="unseen-bookings">
      <span className="visually-hidden">, </span>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> new</span>
    </span>
  );
}
