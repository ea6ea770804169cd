import type { Booking } from '@kerbside/contract';
import { summaryOf } from './booking-labels';

interface BookingsListProps {
  bookings: Booking[];
  caption: string;
  onDetails: (booking: Booking) => void;
  onReceipt: (booking: Booking) => void;
}

const COLUMNS = ['Booking no.', 'Pickup', 'Destination', 'Pickup date', 'Time', 'Vehicle', 'Payment', 'Amount', 'Type'];

/** Wide screens: one row per booking. Scrolls sideways inside its frame when space runs out. */
export function BookingsTable({ bookings, caption, onDetails, onReceipt }: BookingsListProps) {
  return (
    <div className="bookings-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead />
        <tbody>
          {bookings.map((booking) => {
            const s = summaryOf(booking);
            return (
              <tr key={booking.id}>
                <th scope="row" className="bookings-table__number">
                  {s.number}
                </th>
                <td className="bookings-table__address">
                  <span className="bookings-table__clamp" title={s.pickup}>
                    {s.pickup}
                  </span>
                </td>
                <td className="bookings-table__address">
                  <span className="bookings-table__clamp" title={s.destination}>
                    {s.destination}
                  </span>
                </td>
                <td className="bookings-table__nowrap">{s.date}</td>
                <td className="bookings-table__nowrap">{s.time}</td>
                <td>{s.vehicle}</td>
                <td className="bookings-table__short">{s.payment}</td>
                <td className="bookings-table__amount">
                  {s.amount}
                  <ReceiptButton number={s.number} onClick={() => onReceipt(booking)} look="link" />
                </td>
                <td className="bookings-table__short">{s.type}</td>
                <td>
                  <DetailsButton number={s.number} onClick={() => onDetails(booking)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function TableHead() {
  return (
    <thead>
      <tr>
        {COLUMNS.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">Details</span>
        </th>
      </tr>
    </thead>
  );
}

export function DetailsButton({ number, onClick }: { number: string; onClick: () => void }) {
  return (
    <button type="button" className="button bookings__details-button" onClick={onClick}>
      Details<span className="visually-hidden"> of booking {number}</span>
    </button>
  );
}

/**
 * The printable receipt, in a new tab (receipt-tab.ts). In the table it sits under the amount as a
 * link-like button: a second button beside Details would push the table wider than its frame.
 */
export function ReceiptButton({ number, onClick, look = 'button' }: { number: string; onClick: () => void; look?: 'button' | 'link' }) {
  return (
    <button type="button" className={look === 'link' ? 'bookings__receipt-link' : 'button bookings__details-button'} onClick={onClick}>
      Receipt<span className="visually-hidden"> of booking {number} (opens in a new tab)</span>
    </button>
  );
}
