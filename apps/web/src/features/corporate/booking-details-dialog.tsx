import type { Booking } from '@kerbside/contract';
import { Dialog } from '../../components/ui/dialog';
import { extrasList, journeyRows, passengerRows, stopTexts, type LabelledValue } from './booking-labels';
import './booking-details-dialog.css';

interface BookingDetailsDialogProps {
  booking: Booking | null;
  onClose: () => void;
}

/** Every field of one booking: journey, return, flights, luggage, vehicles, passenger, extras, stops. */
export function BookingDetailsDialog({ booking, onClose }: BookingDetailsDialogProps) {
  return (
    <Dialog open={booking !== null} title={booking ? `Booking ${booking.booking_number}` : 'Booking'} onClose={onClose}>
      {booking && <DetailsBody booking={booking} />}
    </Dialog>
  );
}

function DetailsBody({ booking }: { booking: Booking }) {
  const extras = extrasList(booking);
  const stops = stopTexts(booking);
  return (
    <div className="booking-details">
      <Rows rows={journeyRows(booking)} />
      <section>
        <h3 className="booking-details__heading">Passenger</h3>
        <Rows rows={passengerRows(booking)} />
      </section>
      <section>
        <h3 className="booking-details__heading">Extras</h3>
        {extras.length > 0 ? (
          <ul className="booking-details__list">
            {extras.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : (
          <p className="booking-details__none">None</p>
        )}
      </section>
      <section>
        <h3 className="booking-details__heading">Stops</h3>
        {stops.length > 0 ? (
          <ol className="booking-details__list">
            {stops.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        ) : (
          <p className="booking-details__none">None</p>
        )}
      </section>
    </div>
  );
}

function Rows({ rows }: { rows: LabelledValue[] }) {
  return (
    <dl className="booking-details__rows">
      {rows.map((r) => (
        <div key={r.label} className="booking-details__row">
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
