import { TableHead } from './bookings-table';
import './bookings-skeleton.css';

/** Pickup and destination span the card; the four short fields sit in pairs. */
const FIELDS = [true, true, false, false, false, false];

/** Placeholder rows and cards of the real ones' height, so nothing jumps when the page arrives. */
export function BookingsSkeleton({ rows }: { rows: number }) {
  const keys = Array.from({ length: rows }, (_, i) => i);
  return (
    <div className="bookings-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading bookings…
      </p>
      <div className="bookings-table" aria-hidden="true">
        <table>
          <TableHead />
          <tbody>
            {keys.map((k) => (
              <tr key={k}>
                {Array.from({ length: 9 }, (_, c) => (
                  <td key={c}>
                    <span className="skeleton-bar" />
                  </td>
                ))}
                <td>
                  <span className="skeleton-button" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="booking-cards" aria-hidden="true">
        {keys.map((k) => (
          <li key={k} className="card booking-card booking-card--skeleton">
            <div className="booking-card__head">
              <span className="skeleton-bar skeleton-bar--short" />
            </div>
            <dl className="booking-card__fields">
              {FIELDS.map((wide, i) => (
                <div key={i} className={wide ? 'booking-card__wide' : undefined}>
                  <dt>
                    <span className="skeleton-bar skeleton-bar--short" />
                  </dt>
                  <dd>
                    <span className="skeleton-bar" />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="booking-card__foot">
              <span className="skeleton-bar skeleton-bar--short" />
              <span className="bookings__actions">
                <span className="skeleton-button" />
                <span className="skeleton-button" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
