import type { Vehicle } from '@kerbside/contract';
import { VehicleCapacity } from '../../components/ui/vehicle-capacity';

/** The pictures are 320 × 180; width and height reserve the space before they load. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 180;

export function FleetCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <article className="card fleet-page-card">
      <div className="fleet-page-card__media">
        <img
          className="fleet-page-card__image"
          src={vehicle.vehicle_img}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="fleet-page-card__body">
        <h3 className="fleet-page-card__title">{vehicle.category_name}</h3>
        {vehicle.description && <p className="fleet-page-card__text">{vehicle.description}</p>}
        <VehicleCapacity vehicle={vehicle} className="fleet-page-card__facts" />
      </div>
    </article>
  );
}

/** Same box as a card (picture, title, three lines of text, the facts), so nothing jumps on load. */
export function FleetCardSkeleton() {
  return (
    <div className="card fleet-page-card fleet-page-card--skeleton" aria-hidden="true">
      <div className="fleet-page-card__media" />
      <div className="fleet-page-card__body">
        <span className="fleet-skeleton-line fleet-skeleton-line--title" />
        <span className="fleet-skeleton-line" />
        <span className="fleet-skeleton-line" />
        <span className="fleet-skeleton-line fleet-skeleton-line--short" />
        <span className="fleet-skeleton-line fleet-skeleton-line--facts" />
      </div>
    </div>
  );
}
