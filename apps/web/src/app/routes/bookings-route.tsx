import { BookingsScreen } from '../../features/corporate/bookings-screen';

export function Component() {
  return <BookingsScreen />;
}
