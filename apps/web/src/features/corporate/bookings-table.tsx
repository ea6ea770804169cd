import type { Booking } from '@kerbside/contract';
import { summaryOf } from './booking-labels';

interface BookingsListProps {
  bookings: Booking[];
  caption: string;
  onDetails: (booking: Booking) => void;
  onReceipt: (booking: Booking) => void;
  onManage: (booking: Booking) => void;
  /** The booking whose manage page is being opened. */
  opening: number | null;
}

const COLUMNS = ['Booking no.', 'Pickup', 'Destination', 'Pickup date', 'Time', 'Vehicle', 'Payment', 'Amount', 'Type'];

/** Wide screens: one row per booking. Scrolls sideways inside its frame when space runs out. */
export function BookingsTable({ bookings, caption, onDetails, onReceipt, onManage, opening }: BookingsListProps) {
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
                  <div className="bookings-table__actions">
                    <DetailsButton number={s.number} onClick={() => onDetails(booking)} />
                    <ManageButton number={s.number} busy={opening === booking.id} onClick={() => onManage(booking)} />
                  </div>
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
          <span className="visually-hidden">Actions</span>
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

/** Opens the booking's own page (status, driver, cancelling) with a link minted for the signed-in passenger. */
export function ManageButton({ number, busy, onClick }: { number: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button bookings__details-button" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Opening…' : 'Manage'}
      <span className="visually-hidden"> booking {number}</span>
    </button>
  );
}
