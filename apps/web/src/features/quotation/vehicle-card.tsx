import { LIMITS, type PriceDetail } from '@kerbside/contract';
import { roundWholePounds } from '@kerbside/domain';
import { Link } from '../../app/links';
import './vehicle-card.css';

interface VehicleCardProps {
  option: PriceDetail;
  /** Unique within the page, for the quantity select's id. */
  idPrefix: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onBook: () => void;
  highlighted?: boolean;
  badge?: string;
}

const QUANTITIES = Array.from(
  { length: LIMITS.vehicleQuantity.max - LIMITS.vehicleQuantity.min + 1 },
  (_, i) => i + LIMITS.vehicleQuantity.min,
);

export function VehicleCard({ option, idPrefix, quantity, onQuantityChange, onBook, highlighted, badge }: VehicleCardProps) {
  const selectId = `${idPrefix}-quantity`;
  const total = option.price * quantity;
  return (
    <article
      className={highlighted ? 'card vehicle-card vehicle-card--highlighted' : 'card vehicle-card'}
      aria-label={`${option.vehicle_type} by ${option.company_name}`}
    >
      <div className="vehicle-card__media">
        <img
          className="vehicle-card__image"
          src={option.vehicle_image}
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
        />
        {badge && <span className="vehicle-card__badge">{badge}</span>}
      </div>
      <div className="vehicle-card__body">
        <p className="vehicle-card__company">{option.company_name}</p>
        <h3 className="vehicle-card__type">{option.vehicle_type}</h3>
        <dl className="vehicle-card__facts">
          <div>
            <dt>Max passengers</dt>
            <dd>{option.max_seat}</dd>
          </div>
          <div>
            <dt>Large suitcases</dt>
            <dd>{option.luggage}</dd>
          </div>
          <div>
            <dt>Medium suitcases</dt>
            <dd>{option.small_luggage}</dd>
          </div>
        </dl>
      </div>
      <div className="vehicle-card__buy">
        <p className="vehicle-card__price">
          {option.price > 0 ? (
            <>
              <span className="visually-hidden">Price </span>£{roundWholePounds(total)}
            </>
          ) : (
            <span className="vehicle-card__on-request">Price on request</span>
          )}
        </p>
        <label htmlFor={selectId} className="visually-hidden">
          Number of {option.vehicle_type} vehicles
        </label>
        <select
          id={selectId}
          className="select vehicle-card__quantity"
          value={quantity}
          onChange={(e) => onQuantityChange(Number(e.target.value))}
        >
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n} x Vehicle Selected
            </option>
          ))}
        </select>
        {option.price > 0 ? (
          <button type="button" className="button button--primary vehicle-card__action" onClick={onBook}>
            Book Now
          </button>
        ) : (
          <Link to="/quoteView" className="button button--warning vehicle-card__action">
            Contact Us/quote
          </Link>
        )}
      </div>
    </article>
  );
}

/** Same box as a vehicle card, for the price wait, so the page does not jump when prices arrive. */
export function VehicleCardSkeleton() {
  return (
    <div className="card vehicle-card vehicle-card--skeleton" aria-hidden="true">
      <div className="vehicle-card__media">
        <span className="vehicle-card__image skeleton-block" />
      </div>
      <div className="vehicle-card__body">
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line" />
      </div>
      <div className="vehicle-card__buy">
        <span className="skeleton-line skeleton-line--price" />
        <span className="skeleton-block vehicle-card__quantity" />
        <span className="skeleton-block vehicle-card__action" />
      </div>
    </div>
  );
}
