import { lazy, Suspense } from 'react';
import type { Journey } from '@kerbside/contract';
import { DetailList } from '../../components/trip/detail-list';
import type { Trip } from '../../components/trip/stored-trip';
import { journeyRows, tripRows } from '../../components/trip/trip-details';
import { TripOptions } from '../../components/trip/trip-options';
import './trip-summary.css';

// Leaflet and its CSS load only when the summary (and so the map) is opened.
const RouteMap = lazy(() => import('./route-map'));

interface TripSummaryProps {
  id: string;
  trip: Trip;
  journey: Journey | null;
}

export function TripSummary({ id, trip, journey }: TripSummaryProps) {
  const rows = tripRows(trip);
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
