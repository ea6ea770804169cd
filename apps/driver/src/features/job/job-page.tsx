import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DRIVER_WORK_ROUTES, pathOf, type DriverAssignedJob, type DriverJob } from '@kerbside/contract';
import { DriverScreen } from '../../components/driver-screen';
import { driverRequest } from '../../session/driver-api';
import { useDriverJobs } from '../jobs/driver-jobs';
import { londonToday } from '../jobs/jobs-state';
import { money, statusWords, whenOf } from '../jobs/job-words';
import { appleMapsLink, googleMapsLink, telLink } from '../jobs/navigate-link';
import { furthest } from '../statuses/next-step';
import { useStatusOutbox } from '../statuses/status-outbox';
import { JobSteps } from './job-steps';
import './job-page.css';

export const JOB_NOT_YOURS = 'This job is no longer yours: the office may have given it to someone else or cancelled it.';

/** An assigned job in full, with the next step from the car at the bottom. */
export function JobPage({ company }: { company: string }) {
  const id = Number(useParams().id);
  const { jobs, keep } = useDriverJobs();
  const { sent, refusals } = useStatusOutbox();
  const [missing, setMissing] = useState<string | null>(null);
  const job = jobs.find((candidate) => candidate.id === id);

  useEffect(() => {
    if (job || !Number.isInteger(id)) return;
    void driverRequest<DriverJob>({ method: 'get', path: pathOf(DRIVER_WORK_ROUTES.driverJob, { id }) }).then((answer) => {
      if (answer.kind === 'ok') keep(answer.data);
      else if (answer.kind === 'failed') setMissing(JOB_NOT_YOURS);
      else if (answer.kind === 'offline') setMissing('No signal: the job cannot be read now. It will show when the phone is back online.');
    });
  }, [id, job, keep]);

  const back = (
    <Link className="button button--block job-page__back" to="/">
      Back to jobs
    </Link>
  );
  const finished = sent.get(id);
  if (!job || job.kind !== 'assigned') {
    const words = finished === 'completed' ? 'Job completed. Thank you.' : finished === 'no_show' ? 'Recorded as a no-show.' : missing;
    return (
      <DriverScreen title="Job" company={company}>
        <p className="driver-message" role="status">
          {words ?? (job ? 'This is still an offer: accept it on your jobs page.' : 'One moment…')}
        </p>
        {refusals
          .filter((refusal) => refusal.jobId === id)
          .map((refusal) => (
            <p key={refusal.message} className="driver-message driver-message--problem" role="alert">
              {refusal.message}
            </p>
          ))}
        {back}
      </DriverScreen>
    );
  }
  const status = furthest(job.status, sent.get(job.id));
  return (
    <DriverScreen title={whenOf(job, londonToday())} company={company}>
      <p className="job-page__status">
        <span className="job-page__pill">{statusWords(status)}</span> <span className="driver-hint">Booking {job.booking_number}</span>
      </p>
      <JobDetails job={job} />
      <JobSteps job={job} status={status} />
      {back}
    </DriverScreen>
  );
}

function Place({ label, address }: { label: string; address: string }) {
  const place = { address, lat: null, lng: null };
  return (
    <li className="job-page__place">
      <span className="job-page__label">{label}</span>
      <span className="job-page__address">{address}</span>
      <span className="job-page__links">
        <a className="button button--primary" href={googleMapsLink(place)} target="_blank" rel="noopener noreferrer">
          Navigate<span className="visually-hidden"> to {address}</span>
        </a>
        <a className="button" href={appleMapsLink(place)} target="_blank" rel="noopener noreferrer">
          Apple Maps<span className="visually-hidden"> to {address}</span>
        </a>
      </span>
    </li>
  );
}

function extrasOf(job: DriverAssignedJob): string[] {
  const e = job.extras;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    e.hand_luggage > 0 && plural(e.hand_luggage, 'hand luggage', 'hand luggage'),
    e.special_luggage > 0 && plural(e.special_luggage, 'special luggage item', 'special luggage items'),
    e.baby_seats > 0 && plural(e.baby_seats, 'baby seat', 'baby seats'),
    e.booster_seats > 0 && plural(e.booster_seats, 'booster seat', 'booster seats'),
    e.meet_and_greet && 'Meet and greet',
  ].filter((x): x is string => typeof x === 'string');
}

function JobDetails({ job }: { job: DriverAssignedJob }) {
  const extras = extrasOf(job);
  const collect = job.payment.collect_pence > 0 ? `Collect ${money(job.payment.collect_pence, job.currency_symbol)} in the car` : job.payment.method === 'card' ? 'Paid by card: collect nothing' : 'Nothing to collect';
  return (
    <>
      <p className={`job-page__collect${job.payment.collect_pence > 0 ? ' job-page__collect--due' : ''}`}>{collect}</p>
      {job.extras.needs.length > 0 && (
        <ul className="job-page__needs" aria-label="Assistance">
          {job.extras.needs.map((need) => (
            <li key={need} className="driver-message">
              {need}
            </li>
          ))}
        </ul>
      )}
      <ol className="job-page__places">
        <Place label="Pick-up" address={job.pick_up_address} />
        {job.stops.map((stop, i) => (
          <Place key={`${i}-${stop}`} label={`Stop ${i + 1}`} address={stop} />
        ))}
        {job.drop_off_address && <Place label="Drop-off" address={job.drop_off_address} />}
      </ol>
      {job.ride_type === 'H' && <p className="driver-message">Hourly hire{job.hourly_duration ? `: ${job.hourly_duration}` : ''}</p>}
      <p className="job-page__place job-page__passenger">
        <span className="job-page__label">Passenger</span>
        <span className="job-page__address">{job.passenger.name}</span>
        {job.passenger.phone && (
          <a className="button button--block job-page__call" href={telLink(job.passenger.phone)}>
            Call {job.passenger.phone}
          </a>
        )}
      </p>
      <dl className="job-page__facts">
        {job.flight_no && (
          <>
            <dt>Flight</dt>
            <dd>{job.flight_no}</dd>
          </>
        )}
        <dt>Party</dt>
        <dd>
          {job.extras.passengers} {job.extras.passengers === 1 ? 'passenger' : 'passengers'}, {job.extras.luggage} {job.extras.luggage === 1 ? 'suitcase' : 'suitcases'}
        </dd>
        {extras.length > 0 && (
          <>
            <dt>Extras</dt>
            <dd>{extras.join(', ')}</dd>
          </>
        )}
        <dt>Vehicle</dt>
        <dd>{job.vehicle_category}</dd>
        <dt>Fare</dt>
        <dd>
          {money(job.fare_pence, job.currency_symbol)} ({job.payment.method === 'card' ? 'paid by card' : 'paid in the car'})
        </dd>
        {job.notes && (
          <>
            <dt>Notes</dt>
            <dd className="job-page__notes">{job.notes}</dd>
          </>
        )}
      </dl>
    </>
  );
}
