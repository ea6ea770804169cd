import { Link } from 'react-router';
import { paymentMethodLabel, type JobListItem } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { Badge } from '../../components/badge';
import { formatShortDay } from '../../lib/format';
import { destinationText, driverText, legLabel, peopleAndLuggage, STATUS_TONES, statusLabel, stopsText, vehicleText } from './job-text';
import './job-list.css';

interface JobListProps {
  jobs: readonly JobListItem[];
  /** London's date (YYYY-MM-DD): a job on another day shows its date. */
  today: string;
  fresh: ReadonlySet<number>;
  showCompany: boolean;
  /** The list shown is the last view's while the new one loads. */
  stale: boolean;
}

/** Column titles over the rows on a wide screen; each cell also says what it is, so the titles are only seen. */
function ColumnTitles() {
  return (
    <div className="job-list__titles" aria-hidden="true">
      <span>Time</span>
      <span>Booking</span>
      <span>Journey</span>
      <span>Passenger</span>
      <span>Vehicle</span>
      <span>Driver</span>
    </div>
  );
}

/** The board's jobs: an aligned row each on a wide screen, a card each on a phone. */
export function JobList({ jobs, today, fresh, showCompany, stale }: JobListProps) {
  return (
    <div className={`job-list${stale ? ' job-list--stale' : ''}`}>
      <ColumnTitles />
      <ul className="job-list__rows" aria-label="Jobs" aria-busy={stale || undefined}>
        {jobs.map((job) => (
          <JobRow key={job.id} job={job} today={today} fresh={fresh.has(job.id)} showCompany={showCompany} />
        ))}
      </ul>
    </div>
  );
}

function JobRow({ job, today, fresh, showCompany }: { job: JobListItem; today: string; fresh: boolean; showCompany: boolean }) {
  const finished = job.status === 'cancelled' || job.status === 'no_show' || job.status === 'completed';
  const stops = stopsText(job.stops);
  const people = peopleAndLuggage(job.passengers, job.luggage);
  return (
    <li className={`job-row${fresh ? ' job-row--fresh' : ''}${finished ? ' job-row--finished' : ''}`} data-job-id={job.id}>
      <div className="job-row__when">
        <span className="job-row__time">{job.pick_up_time}</span>
        {job.pick_up_date !== today && <span className="job-row__date">{formatShortDay(job.pick_up_date, today)}</span>}
      </div>
      <div className="job-row__booking">
        <Link to={`/jobs/${job.id}`} className="job-row__link">
          {job.booking_number}
          {job.leg === 'return' && <span className="visually-hidden"> (return leg)</span>}
        </Link>
        <span className="job-row__tags">
          <Badge tone={STATUS_TONES[job.status]}>{statusLabel(job.status)}</Badge>
          {job.leg === 'return' && <span className="job-row__leg">{legLabel(job.leg)}</span>}
          {fresh && <span className="job-row__fresh">New booking</span>}
          {job.awaiting_card_pence !== null && (
            <Badge tone="warning">
              Awaiting card<span className="visually-hidden"> payment of {formatPounds(job.awaiting_card_pence, job.currency_symbol)}</span>
            </Badge>
          )}
        </span>
        {showCompany && <span className="job-row__company">{job.company_name}</span>}
      </div>
      <div className="job-row__journey">
        <span className="job-row__from">{job.from_address}</span>
        <span className="job-row__to">
          <span aria-hidden="true">→ </span>
          <span className="visually-hidden">to </span>
          {destinationText(job)}
          {stops && <span className="job-row__stops"> ({stops})</span>}
        </span>
      </div>
      <div className="job-row__passenger">
        <span className="job-row__name">{job.passenger_name}</span>
        {job.passenger_phone && (
          <a className="job-row__phone" href={`tel:${job.passenger_phone.replace(/\s+/g, '')}`}>
            {job.passenger_phone}
          </a>
        )}
        {people && <span className="job-row__muted">{people}</span>}
      </div>
      <div className="job-row__vehicle">
        <span>{vehicleText(job.vehicle_category, job.vehicle_quantity)}</span>
        <span className="job-row__muted">{paymentMethodLabel(job.payment_method)}</span>
      </div>
      <div className="job-row__driver">
        <span className={job.driver ? undefined : 'job-row__no-driver'}>{driverText(job.driver)}</span>
        {job.flight_no && <span className="job-row__muted">Flight {job.flight_no}</span>}
      </div>
    </li>
  );
}

/** Rows of the same height as the jobs', while the first page loads: nothing moves when they arrive. */
export function JobListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="job-list" aria-hidden="true">
      <ColumnTitles />
      <ul className="job-list__rows">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="job-row job-row--skeleton">
            <span className="skeleton skeleton--time" />
            <span className="skeleton skeleton--short" />
            <span className="skeleton skeleton--long" />
            <span className="skeleton skeleton--mid" />
            <span className="skeleton skeleton--short" />
            <span className="skeleton skeleton--mid" />
          </li>
        ))}
      </ul>
    </div>
  );
}
