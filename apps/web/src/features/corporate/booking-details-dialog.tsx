import { useId, type ReactNode } from 'react';
import type { Booking } from '@kerbside/contract';
import { Dialog } from '../../components/ui/dialog';
import { extrasList, journeyRows, passengerRows, stopTexts, type LabelledValue } from './booking-labels';
import './booking-details-dialog.css';

interface BookingDetailsDialogProps {
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Every field of one booking: journey, return, flights, luggage, vehicles, passenger, extras, stops.
 * Wide screens show two columns (journey | passenger, extras, stops), all in view at 1280 × 800;
 * narrow ones one column with links to the sections further down, and a shadow at the bottom edge
 * while there is more to scroll.
 */
export function BookingDetailsDialog({ booking, onClose }: BookingDetailsDialogProps) {
  return (
    <Dialog open={booking !== null} title={booking ? `Booking ${booking.booking_number}` : 'Booking'} onClose={onClose} wide>
      {booking && <DetailsBody booking={booking} />}
    </Dialog>
  );
}

const FURTHER_DOWN = ['Passenger', 'Extras', 'Stops'] as const;

function DetailsBody({ booking }: { booking: Booking }) {
  const id = useId();
  const headingId = (title: string) => `${id}-${title.toLowerCase()}`;
  const extras = extrasList(booking);
  const stops = stopTexts(booking);

  const jumpTo = (title: string) => {
    const heading = document.getElementById(headingId(title));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className="booking-details">
      <nav className="booking-details__jump" aria-label="Further down in this booking">
        <span className="booking-details__jump-label" aria-hidden="true">
          Further down in this booking:
        </span>
        {FURTHER_DOWN.map((title) => (
          <button key={title} type="button" className="booking-details__jump-link" onClick={() => jumpTo(title)}>
            {title} <span aria-hidden="true">↓</span>
          </button>
        ))}
      </nav>
      <Section title="Journey" headingId={headingId('Journey')}>
        <Rows rows={journeyRows(booking)} />
      </Section>
      <div className="booking-details__side">
        <Section title="Passenger" headingId={headingId('Passenger')}>
          <Rows rows={passengerRows(booking)} />
        </Section>
        <Section title="Extras" headingId={headingId('Extras')}>
          {extras.length > 0 ? (
            <ul className="booking-details__list">
              {extras.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : (
            <p className="booking-details__none">None</p>
          )}
        </Section>
        <Section title="Stops" headingId={headingId('Stops')}>
          {stops.length > 0 ? (
            <ol className="booking-details__list">
              {stops.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          ) : (
            <p className="booking-details__none">None</p>
          )}
        </Section>
      </div>
    </div>
  );
}

function Section({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <section className="booking-details__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-details__heading" tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
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
