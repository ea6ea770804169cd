import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DriverSession } from '@kerbside/contract';
import { DriverScreen } from '../../components/driver-screen';
import { useDriverSession } from '../../session/driver-session';
import { AvailabilityControl } from '../availability/availability-control';
import { useDriverJobs } from '../jobs/driver-jobs';
import { JobList } from '../jobs/job-list';
import { groupJobs, londonToday } from '../jobs/jobs-state';
import { OfferCard } from '../offers/offer-card';
import { ConnectionNotes } from './connection-notes';
import '../jobs/job-list.css';
import './home.css';

export const SIGN_OUT_FAILED = 'This phone could not be signed out: there may be no signal. Try again.';

/** The signed-in driver's screen: availability, open offers first, then today's and later jobs, and Sign out. */
export function HomePage({ session }: { session: DriverSession }) {
  const { signOut } = useDriverSession();
  const { jobs, loaded, notice, dismissNotice } = useDriverJobs();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const today = londonToday();
  const groups = groupJobs(jobs, today);
  // Until the list has come, the empty box holds its place: nothing below it jumps when it comes.
  const nothing = groups.offers.length + groups.today.length + groups.upcoming.length === 0;

  function signOutNow() {
    setPending(true);
    setFailed(false);
    void signOut().then((done) => {
      if (done) return;
      setPending(false);
      setFailed(true);
    });
  }

  return (
    <DriverScreen title={session.driver.name} company={session.company.name}>
      <p className="driver-hint home__vehicle">
        Vehicle <span className="home__registration">{session.vehicle_registration}</span>
      </p>
      <AvailabilityControl />
      <ConnectionNotes />
      {notice && (
        <div className="home__notice" role="status">
          <p className="driver-message">{notice}</p>
          <button type="button" className="button" onClick={dismissNotice}>
            OK
          </button>
        </div>
      )}
      {groups.offers.length > 0 && (
        <section aria-label="Offers">
          {groups.offers.map((job) => (
            <OfferCard key={job.offer.id} job={job} today={today} onAccepted={(id) => navigate(`/jobs/${id}`)} />
          ))}
        </section>
      )}
      {groups.today.length > 0 && <JobList title="Today" jobs={groups.today} today={today} />}
      {groups.upcoming.length > 0 && <JobList title="Upcoming" jobs={groups.upcoming} today={today} />}
      {nothing && (
        <section className="home__jobs" aria-labelledby="home-jobs-title">
          <h2 id="home-jobs-title" className="home__section-title">
            Jobs
          </h2>
          <p className="driver-message" role="status">
            {loaded ? 'No jobs yet.' : 'Looking for your jobs…'}
          </p>
          <p className="driver-hint">Offers and jobs the office gives you appear here at once.</p>
        </section>
      )}
      {failed && (
        <p className="driver-message driver-message--problem" role="alert">
          {SIGN_OUT_FAILED}
        </p>
      )}
      <button type="button" className="button button--block home__sign-out" disabled={pending} onClick={signOutNow}>
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
    </DriverScreen>
  );
}
