import { WEBSITE_ROUTES, type AddressSuggestion } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { useSectionData } from './use-section-data';

const loadSavedPlaces = (signal: AbortSignal) => call(WEBSITE_ROUTES.getSavedAddresses, { signal });
import './home-sections.css';

const MAX_SHOWN = 12;

const KIND_LABEL: Partial<Record<NonNullable<AddressSuggestion['kind']>, string>> = {
  airport: 'Airport',
  station: 'Station',
  town: 'Town',
  saved: 'Popular',
};

/** Saved pick-up and drop-off points (SHOW_POPULAR_LOCATION_PAGE). */
export function PopularLocations() {
  const places = useSectionData(loadSavedPlaces, 'popular locations');
  if (!places || places.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="popular-title">
      <div className="container">
        <h2 id="popular-title" className="home-section__title">
          Popular locations
        </h2>
        <ul className="popular-list">
          {places.slice(0, MAX_SHOWN).map((place) => (
            <li key={place.id} className="popular-list__item">
              {place.kind && KIND_LABEL[place.kind] && (
                <span className="popular-list__kind">{KIND_LABEL[place.kind]}</span>
              )}
              <span>{place.address}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
