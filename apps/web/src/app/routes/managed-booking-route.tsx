import { useParams } from '../router';
import { BookingScreen } from '../../features/manage-booking/booking-screen';

export function Component() {
  const { token = '' } = useParams();
  // A new link is another booking: nothing of the last one's page (its dialog, its notice) carries over.
  return <BookingScreen key={token} token={token} />;
}
