import { useLive } from '../live/live-provider';
import { useNewEnquiryCount } from './enquiries-api';

/** The number of new enquiries beside "Enquiries" in the navigation; nothing when there are none. */
export function NewEnquiriesCount() {
  const { connection } = useLive();
  const { data: count } = useNewEnquiryCount(connection === 'live');
  if (!count) return null;
  return (
    <span className="nav-count">
      <span className="visually-hidden">, </span>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> new</span>
    </span>
  );
}
