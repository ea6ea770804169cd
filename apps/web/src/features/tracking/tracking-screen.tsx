import { lazy, Suspense } from 'react';
import { etaText, TRACKING_STAGE_LABELS, type TrackingSnapshot } from '@kerbside/contract';
import { useTracking } from './use-tracking';
import './tracking.css';

// Leaflet is loaded by this page alone, after its words are on screen.
const TrackingMap = lazy(() => import('./tracking-map'));

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /track/:token: where the passenger's car is, who drives it, and the office's number. */
export function TrackingScreen({ token }: { token: string }) {
  const state = useTracking(token);

  if (state.kind === 'loading') {
    return (
      <div className="page container tracking">
        <title>Your car</title>
        <p role="status" className="tracking__loading">
          Finding your car…
        </p>
      </div>
    );
  }
  if (state.kind === 'ended' || state.kind === 'failed') {
    const ended = state.kind === 'ended';
    return (
      <div className="page container tracking">
        <title>{ended ? 'Tracking ended' : 'Your car'}</title>
        <section className="card tracking__ended" aria-labelledby="tracking-ended-title">
          <h1 id="tracking-ended-title" className="tracking__title">
            {ended ? 'This tracking link has ended' : 'We could not reach the server'}
          </h1>
          <p className="tracking__lead">
            {ended
              ? 'A tracking link works while your driver is on the way and for 15 minutes after your journey. For anything about your booking, call the office or use the link in your booking email.'
              : 'Check your connection. This page will try again by itself.'}
          </p>
        </section>
      </div>
    );
  }
  return <TrackedCar snapshot={state.snapshot} />;
}

function TrackedCar({ snapshot }: { snapshot: TrackingSnapshot }) {
  const { driver, vehicle } = snapshot;
  const eta = snapshot.stage === 'on_the_way' ? etaText(snapshot.eta_minutes) : null;
  const car = [vehicle.colour, vehicle.make].filter(Boolean).join(' ');
  return (
    <div className="page container tracking">
      <title>{TRACKING_STAGE_LABELS[snapshot.stage]}</title>
      <section className="card tracking__status" aria-labelledby="tracking-title">
        <h1 id="tracking-title" className="tracking__title">
          {TRACKING_STAGE_LABELS[snapshot.stage]}
        </h1>
        {/* Read out when it changes: the stage and the estimate are what the passenger waits for. */}
        <p className="tracking__eta" role="status" aria-live="polite">
          {eta ?? (snapshot.stage === 'arrived' ? 'Your car is at the pick-up point.' : snapshot.stage === 'completed' ? 'Thank you for travelling with us.' : '')}
        </p>
      </section>

      {snapshot.car || snapshot.pickup ? (
        <Suspense fallback={<div className="tracking__map tracking__map--loading" aria-hidden="true" />}>
          <TrackingMap car={snapshot.car} pickup={snapshot.pickup} />
        </Suspense>
      ) : null}
      {snapshot.car || snapshot.pickup ? (
        <p className="tracking__legend">
          {snapshot.car ? <span className="tracking__key tracking__key--car">Your car</span> : null}
          {snapshot.pickup ? <span className="tracking__key tracking__key--pickup">Pick-up point</span> : null}
        </p>
      ) : (
        <p className="card tracking__no-map">The car&rsquo;s position will show here once your driver&rsquo;s phone sends it.</p>
      )}

      <section className="card tracking__driver" aria-labelledby="tracking-driver-title">
        <h2 id="tracking-driver-title" className="visually-hidden">
          Your driver and car
        </h2>
        <div className="tracking__person">
          {driver.photo_url ? (
            <img className="tracking__photo" src={driver.photo_url} alt={`${driver.first_name}, your driver`} width={72} height={72} />
          ) : (
            <span className="tracking__photo tracking__photo--none" aria-hidden="true">
              {driver.first_name.slice(0, 1)}
            </span>
          )}
          <p className="tracking__name">
            <span className="tracking__label">Your driver</span>
            {driver.first_name}
          </p>
        </div>
        <dl className="tracking__car">
          {car ? (
            <div>
              <dt className="tracking__label">Car</dt>
              <dd>{car}</dd>
            </div>
          ) : null}
          <div>
            <dt className="tracking__label">Registration</dt>
            <dd className="tracking__plate">{vehicle.registration}</dd>
          </div>
        </dl>
      </section>

      <section className="card tracking__office" aria-labelledby="tracking-office-title">
        <h2 id="tracking-office-title" className="tracking__subtitle">
          Need to reach us?
        </h2>
        <a className="button button--primary tracking__call" href={telHref(snapshot.office_phone)}>
          Call the office: {snapshot.office_phone}
        </a>
      </section>
    </div>
  );
}
