import { WEBSITE_ROUTES, type Vehicle } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { VehicleCapacity } from '../../components/ui/vehicle-capacity';
import { useSectionData } from './use-section-data';

const loadVehicles = (signal: AbortSignal) => call(WEBSITE_ROUTES.getVehicles, { signal });
import './home-sections.css';

const SKELETON_COUNT = 3;

/** Several operators run the same categories: the home page shows each category once. */
export function uniqueCategories(vehicles: Vehicle[]): Vehicle[] {
  const seen = new Set<string>();
  return vehicles.filter((v) => {
    const key = v.category_name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Vehicle categories with their picture and capacities (SHOW_COMPANY_FLEET_VIEW_SECTION). */
export function FleetSection() {
  const vehicles = useSectionData(loadVehicles, 'fleet');
  if (vehicles && vehicles.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="fleet-title">
      <div className="container">
        <h2 id="fleet-title" className="home-section__title">
          Our fleet
        </h2>
        <ul className="home-section__grid" aria-busy={vehicles === null}>
          {vehicles === null
            ? Array.from({ length: SKELETON_COUNT }, (_, i) => <li key={i} className="card fleet-card fleet-card--skeleton" />)
            : uniqueCategories(vehicles).map((vehicle) => (
                <li key={vehicle.tbms_vid} className="card fleet-card">
                  <img
                    className="fleet-card__image"
                    src={vehicle.vehicle_img}
                    alt=""
                    width={320}
                    height={200}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="fleet-card__body">
                    <h3 className="fleet-card__title">{vehicle.category_name}</h3>
                    {vehicle.description && <p className="fleet-card__text">{vehicle.description}</p>}
                    <VehicleCapacity vehicle={vehicle} className="fleet-card__facts" />
                  </div>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
