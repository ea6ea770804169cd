import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AVAILABILITY_LABELS, type DriverMap } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { statusLabel, STATUS_TONES } from '../board/job-text';
import { MAP_REFRESH_MS, useDriverMap } from './map-api';
import { ageText } from './map-words';
import './map-page.css';

// Leaflet and its styles come with this chunk only when the Map page opens.
const DriverMapCanvas = lazy(() => import('./driver-map-canvas'));

const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The time now, moved on every `everyMs`: the positions' ages keep counting between refreshes. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Drivers on shift or on a break where their phones last were, and the jobs still to do from 3 hours ago to 12 hours ahead, read again every 15 s. */
export function MapPage() {
  const map = useDriverMap();
  const now = Math.max(useNow(MAP_REFRESH_MS), map.dataUpdatedAt);
  return (
    <div className="page container driver-map">
      <PageHeader
        title="Map"
        lead={
          map.data ? (
            <>
              Drivers on shift and the next 12 hours’ pick-ups, updated every 15 seconds. Last read at <time dateTime={new Date(map.dataUpdatedAt).toISOString()}>{CLOCK.format(map.dataUpdatedAt)}</time>.
            </>
          ) : (
            'Drivers on shift and the next 12 hours’ pick-ups, updated every 15 seconds.'
          )
        }
      />
      {map.isError && !map.data ? (
        <LoadProblem error={map.error} onRetry={() => void map.refetch()} />
      ) : !map.data ? (
        <p role="status" className="page__lead">
          Loading the map…
        </p>
      ) : (
        <div className="driver-map__layout">
          <div className="driver-map__view">
            <Suspense fallback={<div className="driver-map__canvas driver-map__canvas--loading" />}>
              <DriverMapCanvas map={map.data} />
            </Suspense>
            <ul className="driver-map__legend" aria-label="Key">
              <li>
                <span className="driver-map__swatch driver-map__swatch--on_shift" aria-hidden="true" /> On shift
              </li>
              <li>
                <span className="driver-map__swatch driver-map__swatch--on_break" aria-hidden="true" /> On break
              </li>
              <li>
                <span className="driver-map__swatch driver-map__swatch--pickup" aria-hidden="true" /> Pick-up
              </li>
            </ul>
          </div>
          <div className="driver-map__lists">
            <DriverList drivers={map.data.drivers} now={now} />
            <JobList jobs={map.data.jobs} />
          </div>
        </div>
      )}
    </div>
  );
}

function DriverList({ drivers, now }: { drivers: DriverMap['drivers']; now: number }) {
  return (
    <section className="driver-map__section card" aria-labelledby="map-drivers">
      <h2 id="map-drivers" className="driver-map__title">
        Drivers on shift ({drivers.length})
      </h2>
      {drivers.length === 0 ? (
        <p className="driver-map__none">No driver is on shift. Drivers go on shift in the driver app.</p>
      ) : (
        <ul className="driver-map__items">
          {drivers.map((driver) => (
            <li key={driver.id} className="driver-map__item">
              <span className="driver-map__name">
                {driver.name} <span className="driver-map__muted">{driver.registration}</span>
              </span>
              <Badge tone={driver.availability === 'on_shift' ? 'success' : 'warning'}>{AVAILABILITY_LABELS[driver.availability]}</Badge>
              <span className="driver-map__detail">
                {driver.position ? `Position ${ageText(driver.position.at, now)}` : 'No position yet'}
                {driver.job && (
                  <>
                    {' · '}
                    <Link to={`/jobs/${driver.job.id}`}>{driver.job.booking_number}</Link> {statusLabel(driver.job.status).toLowerCase()}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobList({ jobs }: { jobs: DriverMap['jobs'] }) {
  return (
    <section className="driver-map__section card" aria-labelledby="map-jobs">
      <h2 id="map-jobs" className="driver-map__title">
        Jobs to do in the next 12 hours ({jobs.length})
      </h2>
      {jobs.length === 0 ? (
        <p className="driver-map__none">Nothing to do in the next 12 hours.</p>
      ) : (
        <ul className="driver-map__items">
          {jobs.map((job) => (
            <li key={job.id} className="driver-map__item">
              <span className="driver-map__name">
                {job.pick_up_time} <Link to={`/jobs/${job.id}`}>{job.booking_number}</Link>
              </span>
              <Badge tone={STATUS_TONES[job.status]}>{statusLabel(job.status)}</Badge>
              <span className="driver-map__detail">
                {job.from_address}
                {job.pickup ? '' : ' (not on the map: the address could not be placed)'}
                {' · '}
                {job.driver_name ?? 'No driver yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
