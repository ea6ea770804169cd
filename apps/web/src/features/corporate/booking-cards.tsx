import type { Booking } from '@kerbside/contract';
import { summaryOf } from './booking-labels';
import { DetailsButton, ManageButton, ReceiptButton } from './bookings-table';

interface BookingCardsProps {
  bookings: Booking[];
  onDetails: (booking: Booking) => void;
  onReceipt: (booking: Booking) => void;
  onManage: (booking: Booking) => void;
  opening: number | null;
}

/** Phones: one card per booking, the same fields as the table. */
export function BookingCards({ bookings, onDetails, onReceipt, onManage, opening }: BookingCardsProps) {
  return (
    <ul className="booking-cards">
      {bookings.map((booking) => {
        const s = summaryOf(booking);
        return (
          <li key={booking.id} className="card booking-card">
            <div className="booking-card__head">
              <span className="booking-card__number">{s.number}</span>
              <span className="booking-card__type">{s.type}</span>
            </div>
            <dl className="booking-card__fields">
              <div className="booking-card__wide">
                <dt>Pickup</dt>
                <dd>{s.pickup}</dd>
              </div>
              <div className="booking-card__wide">
                <dt>Destination</dt>
                <dd>{s.destination}</dd>
              </div>
              <div>
                <dt>Pickup date</dt>
                <dd>{s.date}</dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{s.time}</dd>
              </div>
              <div>
                <dt>Vehicle</dt>
                <dd>{s.vehicle}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>{s.payment}</dd>
              </div>
            </dl>
            <div className="booking-card__foot">
              <span className="booking-card__amount">
                <span className="visually-hidden">Amount </span>
                {s.amount}
              </span>
              <div className="bookings__actions">
                <ReceiptButton number={s.number} onClick={() => onReceipt(booking)} />
                <DetailsButton number={s.number} onClick={() => onDetails(booking)} />
                <ManageButton number={s.number} busy={opening === booking.id} onClick={() => onManage(booking)} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
