import { lazy, Suspense } from 'react';
import type { Journey } from '@kerbside/contract';
import { hourlyTripRows, journeyRows, mileageTripRows, optionGroups, type DetailRow } from './trip-details';
import type { Trip } from './use-quotation';
import './trip-summary.css';

// Leaflet and its CSS load only when the summary (and so the map) is opened.
const RouteMap = lazy(() => import('./route-map'));

interface TripSummaryProps {
  id: string;
  trip: Trip;
  journey: Journey | null;
}

export function TripSummary({ id, trip, journey }: TripSummaryProps) {
  const rows = trip.mileageForm
    ? mileageTripRows(trip.mileageForm)
    : trip.hourlyForm
      ? hourlyTripRows(trip.hourlyForm)
      : [];
  return (
    <section id={id} className="card trip-summary" aria-labelledby={`${id}-title`}>
      <div className="trip-summary__facts">
        <h2 id={`${id}-title`} className="visually-hidden">
          Trip summary
        </h2>
        <DetailList rows={journey ? [...rows, ...journeyRows(journey)] : rows} />
        {journey?.estimated && (
          <p className="trip-summary__note">Distance estimated from straight-line distance</p>
        )}
        {trip.mileageForm && (
          <div className="trip-summary__options">
            <TripOptions trip={trip} />
          </div>
        )}
      </div>
      {journey && (
        <Suspense fallback={<div className="route-map route-map--loading" aria-hidden="true" />}>
          <RouteMap journey={journey} />
        </Suspense>
      )}
    </section>
  );
}

/** Passengers, luggage and extras per leg; inline on desktop, in the More Details popup on mobile. */
export function TripOptions({ trip }: { trip: Trip }) {
  if (!trip.mileageForm) return null;
  return (
    <>
      {optionGroups(trip.mileageForm).map((group) => (
        <div key={group.title} className="trip-summary__group">
          <h3 className="trip-summary__group-title">{group.title} options</h3>
          <DetailList rows={group.rows} inline />
        </div>
      ))}
    </>
  );
}

function DetailList({ rows, inline = false }: { rows: DetailRow[]; inline?: boolean }) {
  return (
    <dl className={inline ? 'detail-list detail-list--inline' : 'detail-list'}>
      {rows.map((row) => (
        <div key={row.label} className="detail-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
