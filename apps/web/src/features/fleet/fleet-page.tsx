import { Link } from '../../app/links';
import { FleetCard, FleetCardSkeleton } from './fleet-card';
import { groupHeading, vehicleCountLabel, type FleetGroup } from './fleet-groups';
import { useFleet } from './use-fleet';
import './fleet.css';

const SKELETON_COUNT = 3;

/** /ourfleet: every operator's vehicle categories with pictures and capacities. */
export function FleetPage() {
  const fleet = useFleet();
  return (
    <div className="page container fleet-page">
      <header className="fleet-page__header">
        <h1 className="page__title">Our Fleet</h1>
        <p className="fleet-page__lead">
          Licensed saloons, estates, executive cars, people carriers and minibuses, all with professional drivers.
          Every price is fixed before you book.
        </p>
      </header>

      {fleet.status === 'loading' ? (
        <section className="fleet-group" aria-busy="true" aria-label="Loading the fleet">
          <p className="visually-hidden" role="status">
            Loading the fleet…
          </p>
          <span className="fleet-skeleton-line fleet-skeleton-line--heading" aria-hidden="true" />
          <div className="fleet-group__grid">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <FleetCardSkeleton key={i} />
            ))}
          </div>
        </section>
      ) : fleet.groups.length === 0 ? (
        <div className="card fleet-page__empty">
          <h2 className="fleet-page__empty-title">The fleet list is not available right now</h2>
          <p>You can still get a price for your journey: every vehicle that fits your group is shown with its price.</p>
        </div>
      ) : (
        fleet.groups.map((group, index) => (
          <FleetGroupSection key={group.companyId ?? 'other'} group={group} index={index} count={fleet.groups.length} />
        ))
      )}

      <section className="fleet-page__cta" aria-labelledby="fleet-cta-title">
        <div>
          <h2 id="fleet-cta-title" className="fleet-page__cta-title">
            Found the right vehicle?
          </h2>
          <p className="fleet-page__cta-text">Enter your journey for instant prices from every operator.</p>
        </div>
        <Link to="/" className="button fleet-page__cta-button">
          Get a quote
        </Link>
      </section>
    </div>
  );
}

function FleetGroupSection({ group, index, count }: { group: FleetGroup; index: number; count: number }) {
  const heading = groupHeading(group, count);
  const headingId = `fleet-group-${index}`;
  return (
    <section className="fleet-group" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <div className="fleet-group__header">
          <h2 id={headingId} className="fleet-group__title">
            {heading}
          </h2>
          <span className="fleet-group__count">{vehicleCountLabel(group.vehicles.length)}</span>
        </div>
      )}
      <ul className="fleet-group__grid">
        {group.vehicles.map((vehicle) => (
          <li key={vehicle.tbms_vid}>
            <FleetCard vehicle={vehicle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
