import { useState } from 'react';
import type { JobDetail } from '@kerbside/contract';
import type { NoticeMessage } from '../../components/notice';
import { AlertRegion } from '../../components/alert-region';
import { errorMessage } from '../../lib/api-client';
import { useNearestDrivers } from '../map/map-api';
import { ageText, milesText, roadTimeText } from '../map/map-words';
import { useAssignDriver } from './job-api';
import { useOfferJob } from './job-offer-api';
import './nearest-drivers-panel.css';

/** A job that may be given a driver and has none: new or accepted. */
const wantsDriver = (detail: JobDetail) => detail.job.driver === null && (detail.job.status === 'new' || detail.job.status === 'accepted');

/**
 * For a job without a driver: the company's drivers on shift, free then and recently placed,
 * nearest first by estimated road time to the pickup, each with Offer (the staff offer to the
 * driver's phone, as the Offer to driver dialog makes it) and Assign (the job's own assign action).
 * Read again every 15 s, as the phones send their positions.
 */
export function NearestDriversPanel({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const shown = wantsDriver(detail);
  const nearest = useNearestDrivers(detail.job.id, shown);
  const assign = useAssignDriver();
  const offer = useOfferJob();
  const [busy, setBusy] = useState<{ driverId: number; doing: 'assign' | 'offer' } | null>(null);
  if (!shown) return null;
  const pending = assign.isPending || offer.isPending;
  const name = `${detail.job.booking_number}${detail.job.leg === 'return' ? ' (return leg)' : ''}`;

  function offerTo(driver: { id: number; name: string }) {
    if (pending) return;
    assign.reset();
    setBusy({ driverId: driver.id, doing: 'offer' });
    offer.mutate(
      { id: detail.job.id, driverId: driver.id, confirmOverlap: false },
      { onSuccess: () => onNotice({ tone: 'success', text: `${name} is offered to ${driver.name}.` }), onSettled: () => setBusy(null) },
    );
  }

  function assignTo(driver: { id: number; name: string; registration: string }) {
    if (pending) return;
    offer.reset();
    setBusy({ driverId: driver.id, doing: 'assign' });
    assign.mutate(
      { id: detail.job.id, driverId: driver.id, confirmOverlap: false },
      { onSuccess: () => onNotice({ tone: 'success', text: `Driver assigned: ${driver.name} (${driver.registration}).` }), onSettled: () => setBusy(null) },
    );
  }

  // Ages as of the last read (every 15 s).
  const now = nearest.dataUpdatedAt;
  return (
    <section className="job-section card nearest-drivers" aria-labelledby="nearest-drivers-title">
      <h2 id="nearest-drivers-title" className="job-section__title">
        Nearest drivers
      </h2>
      <AlertRegion id="nearest-drivers-problem">{assign.error ? errorMessage(assign.error) : offer.error ? errorMessage(offer.error) : nearest.isError ? errorMessage(nearest.error) : null}</AlertRegion>
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
              <span className="nearest-drivers__actions">
                <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => offerTo(driver)}>
                  {busy?.driverId === driver.id && busy.doing === 'offer' ? 'Offering…' : 'Offer'}
                  <span className="visually-hidden"> to {driver.name}</span>
                </button>
                <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => assignTo(driver)}>
                  {busy?.driverId === driver.id && busy.doing === 'assign' ? 'Assigning…' : 'Assign'}
                  <span className="visually-hidden"> {driver.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
