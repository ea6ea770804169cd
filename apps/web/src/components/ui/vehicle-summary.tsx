import { roundWholePounds } from '@kerbside/domain';
import { vehicleQuantity } from './vehicle-quantity';
import './vehicle-summary.css';

/** The fields of a stored vehicle choice (a price detail) that the summary shows. */
export interface VehicleSummaryData {
  vehicle_image: string;
  company_name: string;
  vehicle_type: string;
  max_seat: number;
  luggage: number;
  small_luggage: number;
  price: number;
  final_price: number;
}

interface VehicleSummaryProps {
  vehicle: VehicleSummaryData;
  /** Heading level inside the page; the summary is usually beside the main form. */
  headingLevel?: 2 | 3;
}

/** The chosen vehicle with its price, in the look of the results card (spec §2 vehicle summary). */
export function VehicleSummary({ vehicle, headingLevel = 2 }: VehicleSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const quantity = vehicleQuantity(vehicle);
  return (
    <section className="card vehicle-summary" aria-label="Your vehicle">
      <div className="vehicle-summary__media">
        <img
          className="vehicle-summary__image"
          src={vehicle.vehicle_image}
          alt=""
          width={320}
          height={200}
          decoding="async"
        />
      </div>
      <div className="vehicle-summary__body">
        <p className="vehicle-summary__company">{vehicle.company_name}</p>
        <Heading className="vehicle-summary__type">{vehicle.vehicle_type}</Heading>
        <dl className="vehicle-summary__facts">
          <div>
            <dt>Max passengers</dt>
            <dd>{vehicle.max_seat}</dd>
          </div>
          <div>
            <dt>Large suitcases</dt>
            <dd>{vehicle.luggage}</dd>
          </div>
          <div>
            <dt>Medium suitcases</dt>
            <dd>{vehicle.small_luggage}</dd>
          </div>
        </dl>
      </div>
      <div className="vehicle-summary__price-row">
        <p className="vehicle-summary__quantity">{quantity} x Vehicle Selected</p>
        <p className="vehicle-summary__price">
          <span className="visually-hidden">Total price </span>£{roundWholePounds(vehicle.final_price)}
        </p>
      </div>
    </section>
  );
}
