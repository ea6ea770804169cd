import { useId, useState } from 'react';
import { Link } from '../../app/links';
import { DetailList } from './detail-list';
import type { Trip } from './stored-trip';
import { tripKindText, tripRows } from './trip-details';
import { TripOptions } from './trip-options';
import './trip-card.css';

/**
 * The trip being booked, kept in view on every step after the quotation (beside the form on wide
 * screens, above it on phones) with a link back to the home form, which restores it from storage.
 * On phones it is compact, and the passengers, luggage and extras fold behind a button (its state
 * told by aria-expanded), so the form stays near the top.
 */
export function TripCard({ trip }: { trip: Trip }) {
  const id = useId();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const rows = tripRows(trip);
  if (rows.length === 0) return null;
  const optionsId = `${id}-options`;
  return (
    <section className="card trip-card" aria-labelledby={`${id}-title`}>
      <div className="trip-card__head">
        <h2 id={`${id}-title`} className="trip-card__title">
          Your trip
        </h2>
        <Link to="/" className="trip-card__edit">
          Edit<span className="visually-hidden"> your trip</span>
        </Link>
      </div>
      <p className="trip-card__kind">{tripKindText(trip)}</p>
      <DetailList rows={rows} />
      {trip.mileageForm && (
        <>
          <button
            type="button"
            className="trip-card__toggle"
            aria-expanded={optionsOpen}
            aria-controls={optionsId}
            onClick={() => setOptionsOpen((open) => !open)}
          >
            Passengers, luggage and extras
          </button>
          <div id={optionsId} className="trip-card__options" data-open={optionsOpen}>
            <TripOptions trip={trip} />
          </div>
        </>
      )}
    </section>
  );
}
