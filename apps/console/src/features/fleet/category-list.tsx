import { FLEET_MESSAGES, type VehicleCategory, type WheelchairAccess } from '@kerbside/contract';
import { Badge } from '../../components/badge';

/** The wheelchair fact in a word or two; the form's choice says it in full. */
const WHEELCHAIR_FACT: Record<WheelchairAccess, string> = { none: 'No', transfer: 'Transfer to a seat', in_chair: 'Stays in the chair' };

interface CategoryListProps {
  categories: readonly VehicleCategory[];
  /** A platform admin's list of every company names each category's company. */
  showCompany: boolean;
  /** Null for a role that may only look (a dispatcher): no buttons. */
  actions: { onEdit: (category: VehicleCategory) => void; onPicture: (category: VehicleCategory) => void; onToggle: (category: VehicleCategory) => void } | null;
}

/** The fleet as the website shows it, one card each: picture, name, state, capacities, order. */
export function CategoryList({ categories, showCompany, actions }: CategoryListProps) {
  return (
    <ul className="fleet-list" aria-label="Vehicle categories">
      {categories.map((category) => (
        <li key={category.id} className={`card fleet-item${category.enabled ? '' : ' fleet-item--off'}`}>
          <img className="fleet-item__picture" src={category.picture.url} alt="" width={160} height={90} loading="lazy" />
          <div className="fleet-item__text">
            <div className="fleet-item__head">
              <h2 className="fleet-item__title">{category.name}</h2>
              {category.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
            </div>
            {showCompany && <p className="fleet-item__company">{category.company.name}</p>}
            <dl className="fleet-item__facts">
              <div>
                <dt>Seats</dt>
                <dd>{category.seats}</dd>
              </div>
              <div>
                <dt>Suitcases</dt>
                <dd>{category.luggage}</dd>
              </div>
              <div>
                <dt>Hand luggage</dt>
                <dd>{category.hand_luggage}</dd>
              </div>
              <div>
                <dt>Wheelchair</dt>
                <dd>{WHEELCHAIR_FACT[category.wheelchair]}</dd>
              </div>
              <div>
                <dt>Assistance dog</dt>
                <dd>Yes</dd>
              </div>
              <div>
                <dt>Order</dt>
                <dd>{category.sort_order}</dd>
              </div>
            </dl>
            {category.description && <p className="fleet-item__description">{category.description}</p>}
            {!category.priced && (
              <p className="fleet-item__unpriced">
                <span className="fleet-item__mark" aria-hidden="true">
                  !
                </span>
                {FLEET_MESSAGES.noPrice}
              </p>
            )}
          </div>
          {actions && (
            <div className="fleet-item__actions">
              <button type="button" className="button" onClick={() => actions.onEdit(category)}>
                Edit<span className="visually-hidden"> {category.name}</span>
              </button>
              <button type="button" className="button" onClick={() => actions.onPicture(category)}>
                Picture<span className="visually-hidden"> of {category.name}</span>
              </button>
              <button type="button" className="button" onClick={() => actions.onToggle(category)}>
                {category.enabled ? 'Disable' : 'Enable'}
                <span className="visually-hidden"> {category.name}</span>
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
