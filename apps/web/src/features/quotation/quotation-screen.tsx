import { useId, useMemo, useState } from 'react';
import { useNavigate } from '../../app/router';
import { isEnabled, LIMITS, MESSAGES, URGENT_ERRORS, WHEELCHAIR_QUOTE_MESSAGES, type PriceDetail } from '@kerbside/contract';
import { lowestPriced, penceToPounds, poundsToPence } from '@kerbside/domain';
import { Link } from '../../app/links';
import { useSettings } from '../../app/settings-provider';
import { quantityKey, readStored, writeStored, type SelectionType } from '../../lib/storage';
import { readTrip } from '../../components/trip/stored-trip';
import { useQuotation } from './use-quotation';
import { ResultsToolbar, type ResultsLayout } from './results-toolbar';
import { TripSummary } from './trip-summary';
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card';
import './quotation.css';

const SKELETON_CARDS = 3;
const PRICE_CAPTIONS = ['Lowest Price', 'Multiple Companies', 'Cheapest Price of a Company'] as const;

const keyOf = (o: PriceDetail) => quantityKey(o.vehicle_id, o.company_id);
const clampQuantity = (n: number | undefined) =>
  Math.min(LIMITS.vehicleQuantity.max, Math.max(LIMITS.vehicleQuantity.min, Math.round(n ?? 1)));

/** Step 2: priced vehicles for the stored trip (spec §2 Quotation, §4 Results). */
export function QuotationScreen() {
  const settings = useSettings();
  const navigate = useNavigate();
  const [trip] = useState(readTrip);
  const state = useQuotation(trip, settings);
  const [layout, setLayout] = useState<ResultsLayout>('list');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>(() => readStored('vehicleQuantities') ?? {});
  const detailsId = useId();

  const options = state.status === 'ready' ? state.options : null;
  const wheelchair = state.status === 'ready' ? state.wheelchair : null;
  const lowest = useMemo(() => (options ? lowestPriced(options) : null), [options]);
  // Spec §2's lowest-price card (several operators) is the cheapest card of the list, marked, not a
  // second copy of it above the list.
  const marksLowest = isEnabled(settings, 'MULTIPLE_OPERATORS');

  const quantityOf = (o: PriceDetail) => clampQuantity(quantities[keyOf(o)]);
  const setQuantity = (o: PriceDetail, quantity: number) => {
    const next = { ...quantities, [keyOf(o)]: clampQuantity(quantity) };
    setQuantities(next);
    writeStored('vehicleQuantities', next);
  };
  const book = (o: PriceDetail, selectionType: SelectionType) => {
    const quantity = quantityOf(o);
    writeStored('selectedVehicleData', { ...o, final_price: penceToPounds(poundsToPence(o.price) * quantity) });
    writeStored('selectionType', selectionType);
    void navigate('/personalDetailView');
  };
  const card = (o: PriceDetail) => {
    const isLowest = o === lowest;
    const markedLowest = isLowest && marksLowest;
    return (
      <VehicleCard
        option={o}
        idPrefix={`${detailsId}-${keyOf(o)}`}
        quantity={quantityOf(o)}
        onQuantityChange={(q) => setQuantity(o, q)}
        onBook={() => book(o, markedLowest ? 'lowest' : 'selection')}
        highlighted={isLowest}
        badge={markedLowest ? 'Lowest price' : undefined}
      />
    );
  };

  if (state.status === 'error' || state.status === 'capacity') {
    return (
      <div className="page container quotation">
        <title>Quotation | Kerbside</title>
        <h1 className="page__title">Top results</h1>
        <div className="card quotation__problem" role="alert">
          <p>{state.message}</p>
          {(state.status === 'capacity' || URGENT_ERRORS.includes(state.message)) && (
            <p>
              We can still help: <Link to="/quoteView">request a quote with the Quote Now form</Link>.
            </p>
          )}
          <Link to="/" className="button button--primary">
            Back
          </Link>
        </div>
      </div>
    );
  }

  const loading = state.status === 'loading';
  return (
    <div className="page container quotation">
      <title>Quotation | Kerbside</title>
      <ResultsToolbar
        layout={layout}
        onLayoutChange={setLayout}
        detailsOpen={detailsOpen}
        detailsId={detailsId}
        onToggleDetails={() => setDetailsOpen((open) => !open)}
      />
      {detailsOpen && <TripSummary id={detailsId} trip={trip} journey={state.status === 'ready' ? state.journey : null} />}

      <div className="quotation__results" aria-busy={loading}>
        {loading && (
          <div className="quotation__loading" role="status">
            <span className="quotation__spinner" aria-hidden="true" />
            <p className="quotation__loading-text">{MESSAGES.fetchingPrices}</p>
            <ul className="quotation__captions">
              {PRICE_CAPTIONS.map((caption) => (
                <li key={caption}>{caption}</li>
              ))}
            </ul>
          </div>
        )}
        <h2 className="quotation__section-title">{loading ? 'Vehicles' : `Vehicles (${options?.length ?? 0})`}</h2>
        {wheelchair && options && options.length > 0 && (
          <p className="quotation__wheelchair" role="status">
            {WHEELCHAIR_QUOTE_MESSAGES.showing}
          </p>
        )}
        {wheelchair && options && options.length === 0 ? (
          <div className="card quotation__problem quotation__wheelchair-none">
            <p>{WHEELCHAIR_QUOTE_MESSAGES.none}</p>
            <Link to="/quoteView" className="button button--warning">
              Quote Now
            </Link>
          </div>
        ) : options && options.length === 0 ? (
          <div className="card quotation__problem">
            <p>No vehicle could be priced for this journey online.</p>
            <Link to="/quoteView" className="button button--warning">
              Contact Us/quote
            </Link>
          </div>
        ) : (
          <ul className={`vehicle-list vehicle-list--${layout}`}>
            {options
              ? options.map((o) => <li key={keyOf(o)}>{card(o)}</li>)
              : Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i}>
                    <VehicleCardSkeleton />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </div>
  );
}
