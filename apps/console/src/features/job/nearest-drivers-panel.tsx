import { useState } from 'react';
import type { JobDetail } from '@kerbside/contract';
import type { NoticeMessage } from '../../components/notice';
import { AlertRegion } from '../../components/alert-region';
import { errorMessage } from '../../lib/api-client';
import { useNearestDrivers } from '../map/map-api';
import { ageText, milesText, roadTimeText } from '../map/map-words';
import { useAssignDriver } from './job-api';
import './nearest-drivers-panel.css';

/** A job that may be given a driver and has none: new or accepted. */
const wantsDriver = (detail: JobDetail) => detail.job.driver === null && (detail.job.status === 'new' || detail.job.status === 'accepted');

/**
 * For a job without a driver: the company's drivers on shift, free then and recently placed,
 * nearest first by estimated road time to the pickup, each with an Assign button (the job's own
 * assign action). Read again every 15 s, as the phones send their positions.
 */
export function NearestDriversPanel({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const shown = wantsDriver(detail);
  const nearest = useNearestDrivers(detail.job.id, shown);
  const assign = useAssignDriver();
  const [assigning, setAssigning] = useState<number | null>(null);
  if (!shown) return null;

  function assignTo(driver: { id: number; name: string; registration: string }) {
    if (assign.isPending) return;
    setAssigning(driver.id);
    assign.mutate(
      { id: detail.job.id, driverId: driver.id, confirmOverlap: false },
      { onSuccess: () => onNotice({ tone: 'success', text: `Driver assigned: ${driver.name} (${driver.registration}).` }), onSettled: () => setAssigning(null) },
    );
  }

  // Ages as of the last read (every 15 s).
  const now = nearest.dataUpdatedAt;
  return (
    <section className="job-section card nearest-drivers" aria-labelledby="nearest-drivers-title">
      <h2 id="nearest-drivers-title" className="job-section__title">
        Nearest drivers
      </h2>
      <AlertRegion id="nearest-drivers-problem">{assign.error ? errorMessage(assign.error) : nearest.isError ? errorMessage(nearest.error) : null}</AlertRegion>
      {!nearest.data ? (
        !nearest.isError && <p className="nearest-drivers__none">Looking for drivers near the pick-up…</p>
      ) : !nearest.data.pickup_found ? (
        <p className="nearest-drivers__none">The pick-up address could not be placed on the map, so no driver can be suggested.</p>
      ) : nearest.data.drivers.length === 0 ? (
        <p className="nearest-drivers__none">No driver on shift is free and placed in the last 5 minutes.</p>
      ) : (
        <ol className="nearest-drivers__list">
          {nearest.data.drivers.map((driver) => (
            <li key={driver.id} className="nearest-drivers__item">
              <span className="nearest-drivers__text">
                <strong>{driver.name}</strong> {driver.registration}
                <span className="nearest-drivers__estimate">
                  {roadTimeText(driver.road_seconds)} away ({milesText(driver.road_miles)}), placed {ageText(driver.position_at, now)}
                </span>
              </span>
              <button type="button" className="button" aria-disabled={assign.isPending || undefined} onClick={() => assignTo(driver)}>
                {assigning === driver.id ? 'Assigning…' : 'Assign'}
                <span className="visually-hidden"> {driver.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
