/**
 * Each vehicle's price under the published and the draft prices, line by line, down to what the
 * website charges for it (its rounding to whole pounds included), the difference marked.
 */
import type { PriceCheck } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { chargeRows, compareLines, priceDifference, toPence } from './price-comparison';

const pounds = (amount: number | null) => (amount === null ? '—' : formatPounds(toPence(amount)));

function differenceText(pence: number): string {
  if (pence === 0) return 'Same price';
  return `${pence > 0 ? '+' : '−'}${formatPounds(Math.abs(pence))}`;
}

function journeyText(journey: NonNullable<PriceCheck['journey']>): string {
  const minutes = Math.round(journey.time_duration / 60);
  const time = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return `${journey.via_miles.toFixed(1)} miles, about ${time}${journey.estimated ? ' (estimated)' : ''}`;
}

export function PriceCheckResults({ result, hasDraft }: { result: PriceCheck; hasDraft: boolean }) {
  return (
    <div className="check-results" aria-live="polite">
      {result.journey && <p className="check-results__journey">{journeyText(result.journey)}</p>}
      <p className="check-results__rounding">
        {result.site_rounds_to_whole_pounds
          ? 'Totals are what the website charges for one vehicle: the website rounds them to whole pounds (a setting for every company).'
          : 'Totals are what the website charges for one vehicle: the website does not round them.'}
      </p>
      <ul className="check-results__list">
        {result.vehicles.map((vehicle) => {
          const difference = priceDifference(vehicle.published, vehicle.draft);
          const rows = compareLines(vehicle.published?.lines ?? [], vehicle.draft?.lines ?? []);
          const toCharge = chargeRows(vehicle.published, vehicle.draft);
          const headingId = `check-vehicle-${vehicle.vehicle_id}`;
          return (
            <li key={vehicle.vehicle_id} className="check-vehicle">
              <h3 id={headingId} className="check-vehicle__title">
                {vehicle.category_name}
                {hasDraft && difference !== null && (
                  <span className={`check-vehicle__difference${difference === 0 ? '' : ' check-vehicle__difference--changed'}`}>{differenceText(difference)}</span>
                )}
              </h3>
              {!vehicle.published && !vehicle.draft ? (
                <p className="field__hint">No price: the website offers Quote Now.</p>
              ) : (
                <table className="check-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">Line</span>
                      </th>
                      <th scope="col">Published</th>
                      {hasDraft && <th scope="col">Draft</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.key} className={hasDraft && row.changed ? 'check-table__changed' : undefined}>
                        <th scope="row">{row.label}</th>
                        <td>{pounds(row.published)}</td>
                        {hasDraft && <td>{pounds(row.draft)}</td>}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    {toCharge.map((row) => (
                      <tr key={row.key} className="check-table__step">
                        <th scope="row">{row.label}</th>
                        <td>{pounds(row.published)}</td>
                        {hasDraft && <td>{pounds(row.draft)}</td>}
                      </tr>
                    ))}
                    <tr className={`check-table__total${hasDraft && difference !== 0 ? ' check-table__changed' : ''}`}>
                      <th scope="row">Total</th>
                      <td>{vehicle.published ? formatPounds(toPence(vehicle.published.charged)) : 'Quote Now'}</td>
                      {hasDraft && <td>{vehicle.draft ? formatPounds(toPence(vehicle.draft.charged)) : 'Quote Now'}</td>}
                    </tr>
                  </tfoot>
                </table>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
