import { DetailList } from './detail-list';
import { optionGroups } from './trip-details';
import type { Trip } from './stored-trip';
import './trip-options.css';

/** Passengers, luggage and chosen extras of each leg of a mileage trip (nothing for hourly hire). */
export function TripOptions({ trip, headingLevel = 3 }: { trip: Trip; headingLevel?: 3 | 4 }) {
  if (!trip.mileageForm) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {optionGroups(trip.mileageForm).map((group) => (
        <div key={group.title} className="trip-options__group">
          <Heading className="trip-options__title">{group.title} options</Heading>
          <DetailList rows={group.rows} inline />
        </div>
      ))}
    </>
  );
}
