import type { DetailRow } from './trip-details';
import './detail-list.css';

/** Label and value pairs; `inline` runs them on as a wrapped line ("Passengers: 2  Luggage: 1"). */
export function DetailList({ rows, inline = false }: { rows: DetailRow[]; inline?: boolean }) {
  return (
    <dl className={inline ? 'detail-list detail-list--inline' : 'detail-list'}>
      {rows.map((row) => (
        <div key={row.label} className="detail-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
